/**
 * A list's filters and sort orders, described once as data: the URL parameters, the chips and
 * the select all derive from the same description, so a label can never drift from its value.
 */
import { param, type ParamSpec, type QuerySpec } from '../../lib/url-query';

export interface ControlOption<V extends string = string> {
  value: V;
  /** A fixed label, or one that depends on the other controls (e.g. "Ended most recently"). */
  label: string | ((values: Readonly<Record<string, string>>) => string);
}

export interface ControlDef<V extends string = string> {
  label: string;
  options: readonly ControlOption<V>[];
  fallback: NoInfer<V>;
  /** Chips (toggle buttons) by default; a select for a sort order or a long list. */
  as?: 'chips' | 'select';
}

export type Controls = Readonly<Record<string, ControlDef>>;

/** The chosen value of each control, typed as its own list of values. */
export type ControlValues<F extends Controls> = {
  [K in keyof F]: F[K]['options'][number]['value'];
};

/** Declares one control; `fallback` must be one of the options' values. */
export function control<const V extends string>(
  label: string,
  options: readonly ControlOption<V>[],
  fallback: NoInfer<V>,
  as?: 'chips' | 'select',
): ControlDef<V> {
  return as ? { label, options, fallback, as } : { label, options, fallback };
}

/** Options whose labels are the values themselves, or given by a label table. */
export function optionsOf<const V extends string>(
  values: readonly V[],
  labels?: Readonly<Record<V, string>> | ((value: V) => string),
): ControlOption<V>[] {
  return values.map((value) => ({
    value,
    label:
      labels === undefined ? value : typeof labels === 'function' ? labels(value) : labels[value],
  }));
}

/** "upcoming" → "Upcoming": a lower-case value shown as a label. */
export function capitalised(value: string): string {
  return (value[0]?.toUpperCase() ?? '') + value.slice(1);
}

/** "all" first, then the given options: the usual shape of a filter. */
export function withAll<const V extends string>(
  options: readonly ControlOption<V>[],
  label = 'All',
): ControlOption<V | 'all'>[] {
  return [{ value: 'all', label }, ...options];
}

/** The URL query spec of a set of controls (see lib/url-query). */
export function querySpecOf<F extends Controls>(
  controls: F,
): { [K in keyof F]: ParamSpec<ControlValues<F>[K]> } & QuerySpec {
  const spec: Record<string, ParamSpec> = {};
  for (const [name, def] of Object.entries(controls))
    spec[name] = param(
      def.options.map((option) => option.value),
      def.fallback,
    );
  return spec as { [K in keyof F]: ParamSpec<ControlValues<F>[K]> } & QuerySpec;
}

export function optionLabel(
  option: ControlOption,
  values: Readonly<Record<string, string>>,
): string {
  return typeof option.label === 'function' ? option.label(values) : option.label;
}
