import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { cn } from '@/lib/utils';

/*
 * The WAI-ARIA tabs pattern (automatic activation, roving focus, arrow keys, Home and End) written
 * out instead of taken from Radix: every tab row here is controlled and horizontal, and Radix's
 * tabs pull its collection, roving-focus and presence packages, about 7 KB gzip, onto /login,
 * whose whole budget is 150 KB (decision 007).
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('TabsList, TabsTrigger and TabsContent belong inside <Tabs>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, select: onValueChange }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys move to the neighbouring tab and select it; Home and End go to the first and last. */
function handleTabKeys(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  const target = {
    ArrowRight: tabs[(current + 1) % tabs.length],
    ArrowLeft: tabs[(current - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex h-10 max-w-full items-center overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground max-sm:h-auto max-sm:flex-wrap',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleTabKeys(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  disabled,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const { baseId, value: selected, select } = useTabs();
  const isHydrated = useIsHydrated();
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      // Only the shown panel exists, so only its tab names it.
      aria-controls={isSelected ? panelId(baseId, value) : undefined}
      data-state={isSelected ? 'active' : 'inactive'}
      tabIndex={isSelected ? 0 : -1}
      // Until a prerendered page has hydrated, a click would be lost (Button says more).
      disabled={disabled || !isHydrated}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !isSelected) select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered, so their data is not fetched. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: selected } = useTabs();
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state="active"
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
