import type { Route } from "./+types/parking-selector-api";
import { answerJson, answerSelector } from "~/domain/parking-selector/answer";
import { selectorFields, selectorParamNames } from "~/domain/parking-selector/limits";
import { serverT } from "~/i18n/translations.server";
import { languages } from "~/i18n/types";

/**
 * `GET /api/parking-selector?…`: the selector's answer as JSON, from the same query as the page
 * (README: "Parking-system selector API"). Input the page would mark answers 400 with each
 * field's error code and message (in `lang`, English by default), never a 500.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lang = languages.find((l) => l === params.get("lang")) ?? "en";
  const answer = answerSelector(params);
  if (!answer.ok) {
    const t = serverT(lang, "selector");
    const fields = Object.fromEntries(
      selectorFields.flatMap((field) => {
        const code = answer.errors[field];
        return code ? [[selectorParamNames[field], { code, message: t(`errors.${code}`) }]] : [];
      }),
    );
    return Response.json({ error: "invalidInput", fields }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(answerJson(answer.input, answer.recommendation), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
