import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { SelectorErrors, SelectorValues } from "~/domain/parking-selector/input";
import {
  selectorBuildingTypes,
  selectorParamNames,
  selectorProjects,
  selectorStreetSides,
  type SelectorErrorKey,
  type SelectorField,
} from "~/domain/parking-selector/limits";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass, inputClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** How long the visitor may pause typing before the recommendation follows. */
const UPDATE_AFTER_MS = 400;

/**
 * The visitor's site as a GET form: submitting it opens this page's URL with the answers, so the
 * result can be shared; without JavaScript the button does that, with JavaScript every change does
 * it after a short pause, replacing the history entry rather than adding one per keystroke.
 */
export function SelectorForm({ values, errors }: { values: SelectorValues; errors: SelectorErrors }) {
  const t = useT("selector");
  const { lang } = useLanguage();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const updating =
    navigation.state !== "idle" && navigation.location?.pathname === localePath("/parking-selector", lang);

  const scheduleUpdate = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void submit(formRef.current, { replace: true, preventScrollReset: true });
    }, UPDATE_AFTER_MS);
  };

  // Each field's id, its error's id, and the text typed (the server sends it back as typed).
  const field = (name: SelectorField) => ({
    id: `selector-${name}`,
    name: selectorParamNames[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      cn(errors[name] && `selector-${name}-error`, hints[name] && `selector-${name}-hint`) || undefined,
  });
  const hints: Partial<Record<SelectorField, string>> = {
    heightAboveM: t("form.heightHint"),
    depthBelowM: t("form.depthHint"),
    streetSide: t("form.streetSideHint"),
    columnSpacingM: t("form.columnSpacingHint"),
    columnDepthSpacingM: t("form.columnDepthSpacingHint"),
    carLengthM: t("form.carLengthHint"),
    carWidthM: t("form.carWidthHint"),
    suvHeightM: t("form.suvHeightHint"),
    suvWeightKg: t("form.suvWeightHint"),
    peakCarsPerHour: t("form.peakHint"),
    peakArrivalsPerHour: t("form.arrivalsHint"),
  };

  // A figure's field: typed as text (so "12,5" and a wrong entry reach the server as typed), with its
  // message and hint.
  const number = (name: SelectorField, label: string, mode: "numeric" | "decimal") => (
    <Row label={label} name={name} error={errors[name]} hint={hints[name]}>
      <input {...field(name)} defaultValue={values[name]} inputMode={mode} autoComplete="off" className={inputClass} />
    </Row>
  );
  // A choice from a list, each option with its translated text; `placeholder` heads the list as
  // the empty choice when the field has no default.
  const choice = (
    name: SelectorField,
    label: string,
    selected: string,
    options: readonly (readonly [value: string, text: string])[],
    placeholder?: string,
  ) => (
    <Row label={label} name={name} error={errors[name]} hint={hints[name]}>
      <select {...field(name)} defaultValue={selected} className={inputClass}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Row>
  );
  return (
    <Form
      ref={formRef}
      method="get"
      action={localePath("/parking-selector", lang)}
      preventScrollReset
      replace
      onChange={scheduleUpdate}
      onSubmit={() => clearTimeout(timer.current)}
      aria-labelledby="selector-form-heading"
      className="space-y-4 self-start rounded-xl border border-slate-200 p-5 shadow-sm"
      noValidate
    >
      <h2 id="selector-form-heading" className="text-xl font-bold text-slate-900">
        {t("formHeading")}
      </h2>
      {choice(
        "buildingType",
        t("form.buildingType"),
        values.buildingType,
        selectorBuildingTypes.map((type) => [type, t(`form.buildingTypes.${type}`)]),
        t("form.selectBuildingType"),
      )}
      {number("spaces", t("form.spaces"), "numeric")}
      <div className="grid grid-cols-2 gap-3">
        {number("plotLengthM", t("form.plotLength"), "decimal")}
        {number("plotWidthM", t("form.plotWidth"), "decimal")}
      </div>
      {choice(
        "streetSide",
        t("form.streetSide"),
        values.streetSide || "any",
        selectorStreetSides.map((side) => [side, t(`form.streetSides.${side}`)]),
      )}
      {number("heightAboveM", t("form.heightAbove"), "decimal")}
      {number("depthBelowM", t("form.depthBelow"), "decimal")}
      <div className="grid grid-cols-2 gap-3">
        {number("columnSpacingM", t("form.columnSpacing"), "decimal")}
        {number("columnDepthSpacingM", t("form.columnDepthSpacing"), "decimal")}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t("form.carsHeading")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {number("carLengthM", t("form.carLength"), "decimal")}
          {number("carWidthM", t("form.carWidth"), "decimal")}
          {number("suvSharePercent", t("form.suvShare"), "numeric")}
          {number("evSharePercent", t("form.evShare"), "numeric")}
          {number("suvHeightM", t("form.suvHeight"), "decimal")}
          {number("suvWeightKg", t("form.suvWeight"), "numeric")}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        {number("peakCarsPerHour", t("form.peak"), "numeric")}
        {number("peakArrivalsPerHour", t("form.arrivals"), "numeric")}
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            {...field("independentAccess")}
            type="checkbox"
            value="1"
            defaultChecked={["1", "true", "on", "yes"].includes(values.independentAccess)}
            className="mt-0.5 size-4"
          />
          {t("form.independentAccess")}
        </label>
        <FieldError name="independentAccess" error={errors.independentAccess} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("form.project")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {selectorProjects.map((project) => (
            <label key={project} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={selectorParamNames.project}
                value={project}
                defaultChecked={(values.project || "new") === project}
                className="size-4"
              />
              {t(`form.projects.${project}`)}
            </label>
          ))}
        </div>
        <FieldError name="project" error={errors.project} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          {t("form.submit")}
        </button>
        <p role="status" className="text-sm text-slate-600">
          {updating ? t("form.updating") : ""}
        </p>
      </div>
    </Form>
  );
}

function Row({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: SelectorField;
  error: SelectorErrorKey | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={`selector-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`selector-${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

function FieldError({ name, error }: { name: SelectorField; error: SelectorErrorKey | undefined }) {
  const t = useT("selector");
  if (!error) return null;
  return (
    <p id={`selector-${name}-error`} className="text-sm font-medium text-red-700">
      {t(`errors.${error}`)}
    </p>
  );
}
