/** Money and shipping. The spec's single grant wins over older and later variants. */
export const grant = {
  amountUsd: 20,
  label: "$20",
  covers: "the PCB and any extra parts your pad needs",
  requiresReceipts: true,
} as const;

export const shipping = {
  origin: "Vermont, USA",
  /** Parts arrive loose: participants solder their own pad. */
  assembledBy: "you",
} as const;
