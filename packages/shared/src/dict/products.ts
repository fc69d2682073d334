/**
 * The 17 products of the spec: 13 modules, then four development boards. A model is an identifier
 * shown as it is in every language, so the boards have model-like ones; their names are per language.
 */
export const productDictionary = [
  { id: 1, model: "M5310A" },
  { id: 2, model: "M5311" },
  { id: 3, model: "M5313" },
  { id: 4, model: "N10SG" },
  { id: 5, model: "M6312" },
  { id: 6, model: "M6313" },
  { id: 7, model: "M6315" },
  { id: 8, model: "M8321" },
  { id: 9, model: "ML302" },
  { id: 10, model: "ML303" },
  { id: 11, model: "ML304" },
  { id: 12, model: "F02X" },
  { id: 13, model: "F03X" },
  { id: 14, model: "2G/NB-IoT-EVB" },
  { id: 15, model: "M5311-EVB" },
  { id: 16, model: "4G-EVB" },
  { id: 17, model: "F03X-CCB" },
] as const;
