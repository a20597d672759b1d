import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

type SearchInputProps = {
  id: string;
  label: string;
  /** The label is read by assistive technology only, where the box explains itself. */
  isLabelHidden?: boolean;
  placeholder?: string;
  /** The search in force (usually read from the address); the box follows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing pauses (spec §9: 300 ms). */
  onSearch: (search: string) => void;
  /** The id of a line that reports on the search (e.g. how many results). */
  describedBy?: string;
  className?: string;
};

/**
 * The one search box: typing stays local until it pauses, then the trimmed text is handed on. A
 * change of `value` from elsewhere (the address, another search box) replaces the text.
 */
export function SearchInput({
  id,
  label,
  isLabelHidden = false,
  placeholder,
  value,
  onSearch,
  describedBy,
  className,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [followedValue, setFollowedValue] = useState(value);
  if (value !== followedValue) {
    setFollowedValue(value);
    setText(value);
  }
  const settled = useDebouncedValue(text);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    // Until the debounce catches up with the text (typing, or text just replaced from outside),
    // what settled is out of date and must not be sent.
    if (settled !== text) return;
    const search = settled.trim();
    if (search !== value) onSearchRef.current(search);
  }, [settled, text, value]);

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={cn(isLabelHidden && 'sr-only')}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}
