import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FilterOption, OptionSearch } from './filters';

/** Waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Value = string | number;
const key = (value: Value) => String(value);

type Props = Omit<SelectProps<Value | Value[]>, 'options' | 'showSearch' | 'filterOption' | 'onSearch'> & { search: OptionSearch };

/**
 * The kit's one select searched as one types, for a form's field and a list's filter alike: it asks
 * `search` with the typed text (trimmed, debounced, only the newest answer shown), the first choices
 * when drawn, and keeps the label of every chosen value (one picked, or one asked `byValue`).
 */
export function SearchSelect({ search, value, placeholder = '输入名称搜索', ...props }: Props) {
  const [found, setFound] = useState<FilterOption[]>([]);
  /** The label of every value seen in an answer, by the value as text (a URL gives "5" for 5). */
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const learn = (options: FilterOption[]) =>
    setKnown((before) =>
      options.every((option) => before.has(key(option.value)))
        ? before
        : new Map([...before, ...options.map((option) => [key(option.value), option.label] as const)]),
    );
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ask = (keyword: string) => {
    const ticket = ++asked.current;
    search(keyword.trim())
      .then((answer) => {
        learn(answer);
        if (ticket === asked.current) setFound(answer);
      })
      .catch(() => undefined);
  };
  useEffect(() => {
    ask('');
    return () => clearTimeout(timer.current);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => ask(keyword), SEARCH_DEBOUNCE_MS);
  };

  const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const unknown = chosen.filter((one) => !known.has(key(one)));
  const unknownKey = unknown.map(key).join(',');
  useEffect(() => {
    const { byValue } = search;
    if (!byValue || !unknownKey) return;
    let current = true;
    for (const one of unknownKey.split(','))
      byValue(one)
        .then((answer) => current && learn(answer))
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [unknownKey, search]);

  // A chosen value is shown by its label, as the value it is (a number picked, a string from a URL).
  const held = chosen.filter((one) => known.has(key(one))).map((one) => ({ value: one, label: known.get(key(one))! }));
  const options = [...held, ...found.filter((option) => !chosen.some((one) => key(one) === key(option.value)))];
  return (
    <Select<Value | Value[]> showSearch={{ filterOption: false, onSearch }} options={options} value={value} placeholder={placeholder} allowClear {...props} />
  );
}
