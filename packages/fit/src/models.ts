/** The case models the fit check reads, apart from the engine so a caller can list them without loading it. */
export const FIT_MODEL = /\.(stl|3mf|step|stp)$/i;
