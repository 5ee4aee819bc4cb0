import type en from "../en/legal";
import type { Translation } from "../types";

const legal: Translation<typeof en> = {
  updated: "Ultima actualizare: {{date}}",
  contents: "Cuprins",
};

export default legal;
