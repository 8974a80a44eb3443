/** A board the case cannot be made for: the message says why, in words for the participant. */
export class CaseError extends Error {
  override name = "CaseError";
}
