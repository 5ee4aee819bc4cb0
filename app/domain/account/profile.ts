import { z } from "~/lib/zod";
import { fullName } from "./schema";

/** The profiles update of SPEC.md section 3: the full name, within the person-name contract. */
export const profileSchema = z.object({ fullName });
