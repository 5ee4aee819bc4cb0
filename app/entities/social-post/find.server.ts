import { type Db, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { socialPostSchema, type SocialPost } from "./schema";

/** Reading one social post from the database, as its record page and actions do. */
export const findSocialPost = (db: Db, id: string, lock = false): Promise<Flagged<SocialPost>> =>
  findOne(db, "social_posts", socialPostSchema, id, lock);
