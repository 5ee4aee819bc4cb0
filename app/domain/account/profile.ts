import { z } from "~/lib/zod";

/** The profiles update of SPEC.md section 3: the full name, 1-120 characters. */
export const profileSchema = z.object({ fullName: z.string().trim().min(1, "fullNameRequired").max(120, "fullNameRequired") });
