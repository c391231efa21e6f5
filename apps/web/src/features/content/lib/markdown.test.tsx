import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownBlocks, parseMarkdown, safeHref } from "./markdown.tsx";

const html = (source: string) => renderToStaticMarkup(<MarkdownBlocks blocks={parseMarkdown(source)} />);

describe("legal Markdown", () => {
  it("renders headings (under the page's h1), paragraphs, lists, emphasis and links", () => {
    const out = html(
      "# Title\n\nFirst *line*\ncontinues **here**.\n\n### Sub\n\n- one\n- [two](https://example.org/a)\n\n1. a\n2. b",
    );
    expect(out).toBe(
      '<h2 id="title">Title</h2><p>First <em>line</em> continues <strong>here</strong>.</p>' +
        '<h3 id="sub">Sub</h3><ul><li>one</li><li><a href="https://example.org/a" rel="noopener noreferrer">two</a></li></ul>' +
        "<ol><li>a</li><li>b</li></ol>",
    );
  });

  it("never injects HTML: tags and entities in the text stay visible text", () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n**<b>bold</b>**');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b>");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("drops javascript:, data: and protocol-relative links, keeping their text", () => {
    const out = html(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,x) [d](//evil.example/x) [e]( javascript:x)",
    );
    expect(out).not.toContain("<a");
    // A space before the target is no link at all: the text stays as written.
    expect(out).toBe("<p>a b c d [e]( javascript:x)</p>");
  });

  it("keeps http(s), mailto and this site's paths as links", () => {
    expect(safeHref("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(safeHref("/de/imprint")).toBe("/de/imprint");
    expect(safeHref("http://example.org")).toBe("http://example.org/");
    expect(safeHref("vbscript:x")).toBeNull();
    expect(html("Write to mailto:info@example.org.")).toBe(
      '<p>Write to <a href="mailto:info@example.org">info@example.org</a>.</p>',
    );
  });

  it("gives headings unique anchor ids, also in other scripts", () => {
    const blocks = parseMarkdown("## Çerezler ve oturum\n\n## Çerezler ve oturum\n\n## ???\n\n## Bağlantılar");
    expect(blocks.map((b) => (b.type === "heading" ? b.id : ""))).toEqual([
      "cerezler-ve-oturum",
      "cerezler-ve-oturum-2",
      "section",
      "baglantilar",
    ]);
  });

  it("supports hard line breaks for addresses", () => {
    expect(html("Street 1  \n12345 Town")).toBe("<p>Street 1<br/>12345 Town</p>");
  });
});
