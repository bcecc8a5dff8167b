"use client";
// The portal's one table: its looks, header and cells are defined here and nowhere else.
//
// Looks: "list" (rows on the page's white, a rule under the header: the operator's console),
// "panel" (a grey header band across a panel), "compact" (small print inside a form: the booking
// form's error lists), "plain" (no band, no rule: a short key/value list such as shortcuts) and
// "grid" (a matrix with its own rules, whose first column can stick: the schedule).
// `sticky` keeps the header in sight in a scroll area; `<Th numeric>` / `<Td numeric>`
// right-align figures in tabular digits; `caption` names the table (screen readers only unless
// `captionVisible`).
//
// Cards: with `cards`, each row turns into a stacked card when the table's frame is narrower than
// the breakpoint (a container query, so a table in a half-width panel turns too, not only on a
// phone); every `<Td label="…">` then shows its column's title before its value
// (`data-label` + `::before`), and the header row leaves the screen (it stays for screen readers,
// so a cell keeps its column header). A header cell with a control (`<Th sortable>`) stays on
// screen as one of a row of sort buttons. At wider frames it is an ordinary `<table>`.
// (A client module only for its context: pages still render the rows on the server.)
import { useTranslations } from "next-intl";
import clsx from "clsx";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";

export type TableLook = "list" | "panel" | "compact" | "plain" | "grid";
/** The frame width below which rows become cards: `narrow` under 42rem, `wide` under 64rem. */
export type TableCards = "narrow" | "wide";

const LOOKS: Record<TableLook, { table: string; head: string; th: string; td: string }> = {
  list: {
    table: "w-full text-left text-sm",
    head: "border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500",
    th: "py-2 pr-3 last:pr-0",
    td: "py-2 pr-3 last:pr-0",
  },
  panel: {
    table: "text-sm",
    head: "bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600",
    // the first and last columns line up with the panel's own padding (px-4)
    th: "px-3 py-2 first:pl-4 last:pr-4",
    td: "px-3 py-2 first:pl-4 last:pr-4",
  },
  compact: {
    table: "min-w-full text-xs",
    head: "text-left",
    th: "px-2 py-1.5",
    td: "px-2 py-1.5",
  },
  grid: {
    table: "w-full border-separate border-spacing-0 text-sm",
    head: "text-left text-xs text-slate-600",
    th: "border-b border-slate-200 px-3 py-2",
    td: "border-b border-slate-100 px-3 py-1.5",
  },
  plain: {
    table: "w-full text-left text-sm",
    head: "text-xs text-slate-600",
    th: "py-1 pr-3 last:pr-0",
    td: "py-1.5 pr-3 last:pr-0",
  },
};

// Written out per breakpoint: Tailwind finds class names in the source, it cannot build them.
const CARDS: Record<
  TableCards,
  Record<
    | "table"
    | "head"
    | "headHidden"
    | "headRow"
    | "th"
    | "sortTh"
    | "body"
    | "row"
    | "td"
    | "pad"
    | "listPad"
    | "labelled",
    string
  >
> = {
  narrow: {
    table: "@max-2xl:block @max-2xl:min-w-0",
    head: "@max-2xl:block @max-2xl:bg-white",
    headHidden: "@max-2xl:sr-only",
    // "Sort by" (data-sort-label, in the page's language) before the buttons: shown, not read
    headRow:
      "@max-2xl:flex @max-2xl:flex-wrap @max-2xl:items-center @max-2xl:gap-x-3 @max-2xl:gap-y-1 @max-2xl:px-4 @max-2xl:py-2 @max-2xl:before:text-xs @max-2xl:before:normal-case @max-2xl:before:tracking-normal @max-2xl:before:content-[attr(data-sort-label)_/_'']",
    th: "@max-2xl:sr-only",
    sortTh: "@max-2xl:block @max-2xl:p-0 @max-2xl:first:pl-0 @max-2xl:last:pr-0",
    body: "@max-2xl:block",
    row: "@max-2xl:block @max-2xl:py-2",
    pad: "@max-2xl:px-4",
    listPad: "@max-2xl:pr-0",
    td: "@max-2xl:block @max-2xl:py-0.5 @max-2xl:text-left @max-2xl:whitespace-normal @max-2xl:max-w-none",
    labelled:
      "@max-2xl:flex @max-2xl:gap-3 @max-2xl:before:w-28 @max-2xl:before:shrink-0 @max-2xl:before:pt-px @max-2xl:before:font-sans @max-2xl:before:text-xs @max-2xl:before:font-normal @max-2xl:before:uppercase @max-2xl:before:tracking-wide @max-2xl:before:text-slate-600 @max-2xl:before:content-[attr(data-label)]",
  },
  wide: {
    table: "@max-5xl:block @max-5xl:min-w-0",
    head: "@max-5xl:block @max-5xl:bg-white",
    headHidden: "@max-5xl:sr-only",
    // "Sort by" (data-sort-label, in the page's language) before the buttons: shown, not read
    headRow:
      "@max-5xl:flex @max-5xl:flex-wrap @max-5xl:items-center @max-5xl:gap-x-3 @max-5xl:gap-y-1 @max-5xl:px-4 @max-5xl:py-2 @max-5xl:before:text-xs @max-5xl:before:normal-case @max-5xl:before:tracking-normal @max-5xl:before:content-[attr(data-sort-label)_/_'']",
    th: "@max-5xl:sr-only",
    sortTh: "@max-5xl:block @max-5xl:p-0 @max-5xl:first:pl-0 @max-5xl:last:pr-0",
    body: "@max-5xl:block",
    row: "@max-5xl:block @max-5xl:py-2",
    pad: "@max-5xl:px-4",
    listPad: "@max-5xl:pr-0",
    td: "@max-5xl:block @max-5xl:py-0.5 @max-5xl:text-left @max-5xl:whitespace-normal @max-5xl:max-w-none",
    labelled:
      "@max-5xl:flex @max-5xl:gap-3 @max-5xl:before:w-28 @max-5xl:before:shrink-0 @max-5xl:before:pt-px @max-5xl:before:font-sans @max-5xl:before:text-xs @max-5xl:before:font-normal @max-5xl:before:uppercase @max-5xl:before:tracking-wide @max-5xl:before:text-slate-600 @max-5xl:before:content-[attr(data-label)]",
  },
};

// A card's cells line up with the panel's edge (px-4); a list's sit on the page's own margin.
const cardPad = (look: TableLook, cards: TableCards) => (look === "list" ? CARDS[cards].listPad : CARDS[cards].pad);

const Context = createContext<{ look: TableLook; cards?: TableCards }>({ look: "panel" });
const SectionContext = createContext<"head" | "body">("body");

export function Table({
  look,
  cards,
  sticky,
  caption,
  captionVisible,
  className,
  children,
  ...props
}: ComponentProps<"table"> & {
  look: TableLook;
  cards?: TableCards;
  /** the header row stays at the top of its scroll area */
  sticky?: boolean;
  caption?: ReactNode;
  captionVisible?: boolean;
}) {
  const table = (
    <Context.Provider value={{ look, cards }}>
      <table
        className={clsx(
          LOOKS[look].table,
          cards && CARDS[cards].table,
          sticky && "[&>thead]:sticky [&>thead]:top-0 [&>thead]:z-10",
          className,
        )}
        {...props}
      >
        {caption ? (
          <caption
            className={
              captionVisible
                ? "px-4 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500"
                : "sr-only"
            }
          >
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </Context.Provider>
  );
  // The frame the card breakpoint measures; `relative` keeps the sr-only header inside it.
  return cards ? <div className="@container relative">{table}</div> : table;
}

/** The header; `sortable`: its cells hold sort controls, which card mode keeps on screen. */
export function TableHead({
  className,
  children,
  sortable,
  ...props
}: ComponentProps<"thead"> & { sortable?: boolean }) {
  const { look, cards } = useContext(Context);
  return (
    <thead
      className={clsx(LOOKS[look].head, cards && (sortable ? CARDS[cards].head : CARDS[cards].headHidden), className)}
      {...props}
    >
      <SectionContext.Provider value="head">{children}</SectionContext.Provider>
    </thead>
  );
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  const { cards } = useContext(Context);
  return <tbody className={clsx("divide-y divide-slate-100", cards && CARDS[cards].body, className)} {...props} />;
}

/** A row: in card mode a header row is the row of sort buttons, a body row a card. */
export function Tr({ className, ...props }: ComponentProps<"tr">) {
  const { cards } = useContext(Context);
  const section = useContext(SectionContext);
  const t = useTranslations("shell.table");
  return (
    <tr
      className={clsx(cards && (section === "head" ? CARDS[cards].headRow : CARDS[cards].row), className)}
      data-sort-label={cards && section === "head" ? t("sortBy") : undefined}
      {...props}
    />
  );
}

/**
 * A header cell: a column's (scope="col") or, with scope="row", the row's own title.
 * `sortable`: it holds a sort control, kept on screen in card mode.
 */
/** A column heading heard, not seen (an actions column): screen readers name the column's cells by it. */
export function ThScreenReaderOnly({ children }: { children: ReactNode }) {
  return (
    <Th>
      <span className="sr-only">{children}</span>
    </Th>
  );
}

export function Th({
  className,
  numeric,
  sortable,
  scope = "col",
  label,
  ...props
}: ComponentProps<"th"> & { numeric?: boolean; sortable?: boolean; label?: string }) {
  const { look, cards } = useContext(Context);
  const rowHeader = scope === "row";
  return (
    <th
      scope={scope}
      data-label={rowHeader ? label : undefined}
      className={clsx(
        LOOKS[look].th,
        numeric && "text-right tabular-nums",
        rowHeader || look === "plain" ? "text-left font-normal" : "font-medium",
        cards &&
          (rowHeader
            ? [CARDS[cards].td, label && CARDS[cards].labelled]
            : sortable
              ? CARDS[cards].sortTh
              : CARDS[cards].th),
        className,
      )}
      {...props}
    />
  );
}

/** A cell; `label` is its column's title, shown before the value when the row is a card. */
export function Td({
  className,
  numeric,
  label,
  ...props
}: ComponentProps<"td"> & { numeric?: boolean; label?: string }) {
  const { look, cards } = useContext(Context);
  return (
    <td
      data-label={label}
      className={clsx(
        LOOKS[look].td,
        numeric && "text-right tabular-nums",
        cards && [CARDS[cards].td, cardPad(look, cards), label && CARDS[cards].labelled],
        className,
      )}
      {...props}
    />
  );
}
