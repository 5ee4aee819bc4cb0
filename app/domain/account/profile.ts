import { z } from "~/lib/zod";
import { fullName } from "./schema";

/** The profile update: the full name, within the person-name contract. */
export const profileSchema = z.object({ fullName });
