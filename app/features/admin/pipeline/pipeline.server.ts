import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { opportunityStages } from "~/entities/opportunity/schema";

/** How many deals a stage's column shows; the list, filtered by the stage, has the rest. */
export const BOARD_CARDS_PER_STAGE = 50;

/** A stage's column: its deals' count, their total value and that value weighted by each deal's probability. */
export type BoardColumn = Awaited<ReturnType<typeof pipelineBoard>>[number];

/** A deal on the board: what its card shows. */
export type BoardCard = BoardColumn["cards"][number];

/**
 * The opportunities by stage, every stage a column in the vocabulary's order: its figures over
 * all its deals, and its first deals, the soonest to close first (those without a date last, the
 * largest first among equals).
 */
export async function pipelineBoard(db: Kysely<Database>) {
  const figures = await db
    .selectFrom("opportunities")
    .select([
      "stage",
      sql<number>`count(*)::int`.as("count"),
      sql<number>`coalesce(sum(value), 0)`.as("total"),
      sql<number>`coalesce(round(sum(value * probability / 100.0), 2), 0)`.as("weighted"),
    ])
    .groupBy("stage")
    .execute();
  const ranked = db
    .selectFrom("opportunities")
    .select([
      "id",
      "name",
      "company",
      "stage",
      "value",
      "probability",
      sql<string | null>`to_char(close_date, 'YYYY-MM-DD')`.as("closeDate"),
      "assigned_to as assignedTo",
      sql<number>`row_number() over (partition by stage order by close_date asc nulls last, value desc, id)`.as(
        "place",
      ),
    ])
    .as("ranked");
  const cards = await db
    .selectFrom(ranked)
    .selectAll()
    .where("place", "<=", BOARD_CARDS_PER_STAGE)
    .orderBy("place")
    .execute();
  return opportunityStages.map((stage) => {
    const figure = figures.find((row) => row.stage === stage);
    return {
      stage,
      count: figure?.count ?? 0,
      total: Number(figure?.total ?? 0),
      weighted: Number(figure?.weighted ?? 0),
      cards: cards
        .filter((card) => card.stage === stage)
        .map(({ stage: _, place: __, ...card }) => ({
          ...card,
          value: Number(card.value),
          probability: Number(card.probability),
        })),
    };
  });
}
