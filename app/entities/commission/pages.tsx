import { listPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import { commissionCard } from "./card";
import { commissionView } from "./view";

/** The commissions screen in the browser: the list, where each pending commission is paid from its card. */
export const commissionPagesUi: EntityPagesUi = { List: listPage(commissionView, commissionCard) };
