// A small Markdown renderer for the legal texts (the deployer's files and the built-in catalog texts): headings,
// paragraphs, lists, **strong**, *emphasis*, [links](…) and hard line breaks. It builds React elements from text
// and never passes HTML on: `<b>` in a file stays the visible text "<b>". Links keep only http(s), mailto and
// this site's own paths; any other target (javascript:, data:, //other.host) is shown as plain text.
import { Fragment, type ReactNode } from "react";

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "br" };

export type Block =
  | { type: "heading"; level: 2 | 3 | 4; id: string; text: string; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

/** A link target we render as a link: absolute http(s) or mailto, or a path of this site (not `//host`). */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^\/(?!\/)/.test(href) || href.startsWith("#")) return /[\s\\]/.test(href) ? null : href;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Inline Markdown: emphasis, strong, links, hard breaks ("  \n" or "\\\n"); everything else is text. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) out.push({ type: "text", text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const hardBreak = /^( {2,}|\\)\n/.exec(rest);
    if (hardBreak) {
      flush();
      out.push({ type: "br" });
      i += hardBreak[0].length;
      continue;
    }
    if (rest[0] === "\n") {
      text += " ";
      i++;
      continue;
    }
    if (rest[0] === "\\" && rest.length > 1 && /[\\`*_[\]()#+\-.!]/.test(rest[1] ?? "")) {
      text += rest[1];
      i += 2;
      continue;
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      flush();
      out.push({ type: "strong", children: parseInline(strong[2] ?? "") });
      i += strong[0].length;
      continue;
    }
    const em = /^(\*|_)(?=\S)([\s\S]*?\S)\1(?!\1)/.exec(rest);
    if (em) {
      flush();
      out.push({ type: "em", children: parseInline(em[2] ?? "") });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/.exec(rest);
    if (link) {
      flush();
      const children = parseInline(link[1] ?? "");
      const href = safeHref(link[2] ?? "");
      if (href) out.push({ type: "link", href, children });
      else out.push(...children);
      i += link[0].length;
      continue;
    }
    // An address written out (https://…, mailto:…) becomes a link too.
    const bare = /^(?:https?:\/\/|mailto:)[^\s<>()]+[^\s<>().,;:!?'"]/.exec(rest);
    if (bare && !/[\p{L}\d]$/u.test(text)) {
      const href = safeHref(bare[0]);
      if (href) {
        flush();
        out.push({ type: "link", href, children: [{ type: "text", text: bare[0].replace(/^mailto:/, "") }] });
        i += bare[0].length;
        continue;
      }
    }
    text += rest[0];
    i++;
  }
  flush();
  return out;
}

const plain = (nodes: Inline[]): string =>
  nodes
    .map((n) => (n.type === "text" ? n.text : n.type === "br" ? " " : plain(n.children)))
    .join("")
    .trim();

/** An anchor id from a heading's text (letters of any script kept), made unique within the document. */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        // Turkish dotless i has no decomposition; plain i keeps the anchor readable in the address bar.
        .replace(/ı/g, "i")
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "section";
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}

const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,3}[.)])\s+(.*)$/;

/**
 * Blocks of a Markdown text. Headings are placed under the page's own h1: `#` and `##` become h2 (the table of
 * contents lists them), `###` h3, deeper ones h4.
 */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  const slug = slugger();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n").trim()) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    list = null;
  };
  for (const line of lines) {
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const marks = heading[1]?.length ?? 1;
      const children = parseInline(heading[2] ?? "");
      const text = plain(children);
      const level = marks <= 2 ? 2 : marks === 3 ? 3 : 4;
      blocks.push({ type: "heading", level, id: slug(text), text, children });
    } else if (item) {
      endParagraph();
      const ordered = /\d/.test(item[1] ?? "");
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[2] ?? "");
    } else if (line.trim() === "") {
      endParagraph();
      endList();
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
    } else {
      endList();
      paragraph.push(line.replace(/^\s{0,3}/, ""));
    }
  }
  endParagraph();
  endList();
  return blocks;
}

export type LinkRenderer = (props: { href: string; children: ReactNode }) => ReactNode;

const defaultLink: LinkRenderer = ({ href, children }) => {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
};

export function renderInline(nodes: Inline[], link: LinkRenderer = defaultLink): ReactNode {
  return nodes.map((node, i) => {
    // The parsed text does not change order while shown: its index is a stable key.
    const key = i;
    switch (node.type) {
      case "text":
        return <Fragment key={key}>{node.text}</Fragment>;
      case "br":
        return <br key={key} />;
      case "strong":
        return <strong key={key}>{renderInline(node.children, link)}</strong>;
      case "em":
        return <em key={key}>{renderInline(node.children, link)}</em>;
      default:
        return <Fragment key={key}>{link({ href: node.href, children: renderInline(node.children, link) })}</Fragment>;
    }
  });
}

/** The blocks as React elements (no HTML from the text is ever interpreted). */
export function MarkdownBlocks({ blocks, link }: { blocks: Block[]; link?: LinkRenderer }) {
  return blocks.map((block, i) => {
    const key = i;
    if (block.type === "heading") {
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={key} id={block.id}>
          {renderInline(block.children, link)}
        </Tag>
      );
    }
    if (block.type === "paragraph") return <p key={key}>{renderInline(block.children, link)}</p>;
    const List = block.ordered ? "ol" : "ul";
    return (
      <List key={key}>
        {block.items.map((item, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: see renderInline.
          <li key={j}>{renderInline(item, link)}</li>
        ))}
      </List>
    );
  });
}

/** Text put into Markdown as it is (e.g. the operator's name from the configuration): its marks are escaped. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]()#+\-.!]/g, "\\$&");
