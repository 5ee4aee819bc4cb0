import { sql } from "kysely";
import { z } from "~/lib/zod";
import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { commissionSchema, type Commission } from "./schema";

/** Reading one commission from the database, as its record page and actions do. */
const commissionExtras = sql`, opportunity_id as "opportunityId"`;
const liveCommissionSchema = commissionSchema.safeExtend({ opportunityId: z.string().nullable() });
export const findCommission = (
  db: Db,
  id: string,
  lock = false,
): Promise<Flagged<Commission & { opportunityId: string | null }>> =>
  findOne(db, "commissions", liveCommissionSchema, id, lock, commissionExtras);
