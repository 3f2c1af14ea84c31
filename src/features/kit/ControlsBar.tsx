import type { ReactNode } from 'react';

import { ComboSelect, MAX_SELECT_OPTIONS } from '../../ui/ComboSelect';
import { ChipGroup, FilterBar, SortSelect } from '../../ui/FilterBar';
import type { QueryChange } from '../../ui/useQueryState';
import { type Controls, type ControlValues, optionLabel } from './controls';

/** The filter bar of a list, drawn from its controls' description. */
export function ControlsBar<F extends Controls>({
  label,
  controls,
  values,
  onChange,
  children,
}: {
  label: string;
  controls: F;
  values: ControlValues<F>;
  onChange: (changes: Partial<ControlValues<F>>, how?: QueryChange) => void;
  /** Anything after the controls, e.g. a "Clear filters" button. */
  children?: ReactNode;
}) {
  const current: Readonly<Record<string, string>> = values;
  return (
    <FilterBar label={label}>
      {Object.entries(controls).map(([name, def]) => {
        const options = def.options.map((option) => ({
          value: option.value,
          label: optionLabel(option, current),
        }));
        const value = current[name] ?? def.fallback;
        const change = (next: string, again = false) =>
          onChange({ [name]: next } as Partial<ControlValues<F>>, { replace: again });
        if (def.as !== 'select')
          return (
            <ChipGroup
              key={name}
              label={def.label}
              value={value}
              options={options}
              onChange={change}
            />
          );
        // Past this many options a select's layout alone is a long task: a combo field instead.
        const Select = options.length > MAX_SELECT_OPTIONS ? ComboSelect : SortSelect;
        return (
          <Select key={name} label={def.label} value={value} options={options} onChange={change} />
        );
      })}
      {children}
    </FilterBar>
  );
}
