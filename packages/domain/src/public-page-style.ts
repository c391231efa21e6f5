// The styles of the lean public page markup (public-page-html.ts). A string, not a .css file, because the server
// inlines it into the first paint (no extra request, no route chunk needed) and the browser adds the same text
// when it opens the page without the server's markup: one source, so both look the same (ADR 0015).
// Mantine's theme variables with fallbacks: the server's page is styled before any script runs.

/** The id of the <style> element holding {@link PUBLIC_PAGE_CSS}. */
export const PUBLIC_PAGE_STYLE_ID = "public-lean-style";

export const PUBLIC_PAGE_CSS = `
.pl-stack{display:flex;flex-direction:column;gap:10px}
.pl-stack>*{margin:0}
.pl-stack-sm{display:flex;flex-direction:column;gap:12px}
.pl-p{margin:0;font-size:var(--mantine-font-size-md,1rem);line-height:1.55}
.pl-p-sm{margin:0;font-size:var(--mantine-font-size-sm,.875rem);line-height:1.55}
.pl-h5{margin:0;font-size:var(--mantine-h5-font-size,1rem);line-height:var(--mantine-h5-line-height,1.5);font-weight:700}
.pl-field{min-width:0}
.pl-field label{display:block;font-size:var(--mantine-font-size-sm,.875rem);font-weight:500;line-height:1.55;overflow-wrap:anywhere}
.pl-field select{display:block;box-sizing:border-box;width:100%;height:36px;padding:0 30px 0 12px;border:1px solid var(--mantine-color-default-border,#ced4da);border-radius:var(--mantine-radius-md,8px);background:var(--mantine-color-body,#fff);color:var(--mantine-color-text,#000);font:inherit;font-size:var(--mantine-font-size-sm,.875rem)}
.pl-field select:focus-visible{outline:2px solid var(--mantine-primary-color-filled,#1c7c3c);outline-offset:1px}
.pl-follow{max-width:360px}
.pl-filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
.pl-filters>.pl-field{flex:1 1 120px}
.pl-filters>.pl-field:first-child{flex-basis:140px}
.pl-btnrow{display:flex;flex-wrap:wrap;gap:10px}
.pl-btn{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:44px;padding:8px 18px;border:1px solid var(--mantine-color-default-border,#ced4da);border-radius:var(--mantine-radius-md,8px);background:var(--mantine-color-default,#fff);color:var(--mantine-color-default-color,#000);font:inherit;font-size:var(--mantine-font-size-sm,.875rem);font-weight:600;line-height:1.3;text-align:center;text-decoration:none;cursor:pointer}
.pl-btn-filled{border-color:transparent;background:var(--mantine-primary-color-filled,#1c7c3c);color:#fff}
.pl-btn:focus-visible{outline:2px solid var(--mantine-primary-color-filled,#1c7c3c);outline-offset:2px}
.pl-link{font-size:var(--mantine-font-size-sm,.875rem);line-height:1.55;color:var(--mantine-color-anchor,#1c7c3c)}
@media screen{.public-print-only{display:none}}
.pl-small{display:block;font-size:var(--mantine-font-size-xs,.75rem);line-height:1.4}
.pl-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.pl-table{width:100%;table-layout:fixed;border-collapse:collapse;font-size:var(--mantine-font-size-sm,.875rem);line-height:1.45}
.pl-table th{text-align:left;font-weight:700;padding:6px;border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)}
.pl-table td{padding:6px;vertical-align:top;border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)}
.pl-table abbr{text-decoration:none}
.pl-table th.pl-when{width:64px}.pl-many-days th.pl-when{width:88px}
.public-schedule time{display:block;font-weight:700}
.public-schedule small{display:block;font-size:var(--mantine-font-size-xs,.75rem);line-height:1.4}
.public-schedule td+td,.pl-teams{overflow-wrap:anywhere}
.pl-team{display:block;font-weight:500}.pl-strong{font-weight:700}
.pl-match{display:grid;grid-template-columns:minmax(0,1fr) auto;column-gap:8px}
.pl-match>span{display:block;font-weight:500}.pl-match>.pl-strong{font-weight:700}
.pl-match>:first-child{grid-area:1/1}.pl-match>:last-child{grid-area:2/1}
.pl-match>:nth-child(2){grid-area:1/2/3/3;min-width:64px;text-align:right}
@media (min-width:48em){.pl-match,.pl-match+small{max-width:40rem}.pl-match{grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);column-gap:12px;align-items:center}.pl-match>:first-child{grid-area:1/1;text-align:right}.pl-match>:last-child{grid-area:1/3}.pl-match>:nth-child(2){grid-area:1/2;text-align:center}.pl-match>:nth-child(2):empty::before{content:"–";content:"–"/""}.pl-match+small{text-align:center}}
.public-schedule [data-score]{display:block;font-size:var(--mantine-font-size-md,1rem);font-weight:800}
.pl-live{display:inline-block;padding:0 6px;border-radius:999px;background:var(--mantine-color-red-9,#c92a2a);color:#fff;font-size:.6875rem;font-weight:700;line-height:1.45;text-transform:uppercase}
.pl-tag{display:inline-block;margin-left:6px;padding:0 5px;border:1px solid currentColor;border-radius:999px;font-size:.625rem;font-weight:700;text-transform:uppercase}
.pl-bk{display:inline-block;width:.5rem;height:.7rem;margin:0 2px 0 4px;border:1px solid rgba(0,0,0,.35);border-radius:1px;vertical-align:-.1em}.pl-bk-y{background:#fab005}.pl-bk-r{background:#e03131}
.pl-day{margin:0 0 8px}
.pl-chunk{content-visibility:auto;contain-intrinsic-size:auto calc(var(--rows) * 71px)}
@media (min-width:48em){.pl-chunk{contain-intrinsic-size:auto calc(var(--rows) * 52px)}}
.pl-cont th{padding:0;border:0}
.pl-group{content-visibility:auto;contain-intrinsic-size:auto 300px}
.pl-day>summary{cursor:pointer;padding:6px 0;font-weight:700;min-height:24px}
.pl-day>summary:focus-visible{outline:2px solid var(--mantine-primary-color-filled,#1c7c3c);outline-offset:2px}
.pl-nownext{list-style:none;margin:0;padding:0;font-size:var(--mantine-font-size-sm,.875rem)}
.pl-nownext li{padding:4px 6px;border-bottom:1px solid var(--mantine-color-default-border,#dee2e6);overflow-wrap:anywhere}
.pl-nownext .pl-small{display:inline}
.pl-nn-when{font-weight:700}
.pl-h2{margin:0 0 10px;font-size:var(--mantine-h3-font-size,1.375rem);line-height:var(--mantine-h3-line-height,1.4);font-weight:700}
.pl-groups{display:grid;grid-template-columns:minmax(0,1fr);gap:20px}
@media (min-width:62em){.pl-groups{grid-template-columns:repeat(2,minmax(0,1fr))}}
.pl-group h3{margin:0 0 4px;font-size:var(--mantine-h4-font-size,1.125rem);line-height:1.45}
.pl-standings td,.pl-standings th{padding:4px}
.pl-standings tbody tr:nth-child(odd){background:var(--mantine-color-gray-0,#f8f9fa)}
[data-mantine-color-scheme=dark] .pl-standings tbody tr:nth-child(odd){background:var(--mantine-color-dark-6,#25262b)}
.pl-standings .pl-rank{width:32px}
.pl-table .pl-num{width:28px;text-align:right}
.pl-table .pl-w30{width:30px}.pl-table .pl-w36{width:36px}
.pl-standings th.pl-goals{width:50px}.pl-points{font-weight:800}
.pl-table .pl-xs{display:none}
@media (min-width:36em){.pl-table .pl-xs{display:table-cell}}
.pl-qual{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:1.6em;height:1.6em;padding:0 .2em;border-radius:.8em;border:2px solid var(--mantine-color-pitch-8,#146a32);line-height:1}
.pl-qual[data-qualification=through]{background:var(--mantine-color-pitch-8,#146a32);color:#fff;font-weight:700}
.pl-qual[data-qualification=bestOf]{border-style:dashed}
[data-mantine-color-scheme=dark] .pl-qual[data-qualification=bestOf]{border-color:var(--mantine-color-pitch-4,#47b26c)}
.pl-legend .pl-qual{font-size:var(--mantine-font-size-sm,.875rem)}
.pl-legend{list-style:none;margin:4px 0 0;padding:0;font-size:var(--mantine-font-size-xs,.75rem)}
.pl-legend li{display:flex;gap:6px;align-items:center;margin-bottom:4px}
.pl-cards{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.pl-card{display:flex;flex-direction:column;padding:6px;border:1px solid var(--mantine-color-default-border,#dee2e6);border-radius:var(--mantine-radius-sm,4px);font-size:var(--mantine-font-size-sm,.875rem);line-height:1.55}
.pl-card-side{display:flex;justify-content:space-between;gap:4px;font-weight:500}
.pl-card-won{font-weight:800}
.pl-card-side b{font-weight:800}
.pl-teamlist{margin:0;padding-left:1.2em;font-size:var(--mantine-font-size-sm,.875rem)}
`;

/**
 * The lean public page's own parts (ADR 0028: the page without the app): the connection line, buttons, the bracket's
 * box, placements, share and photos. The app draws these with Mantine and public.css; here they look the same.
 */
export const LEAN_PAGE_CSS = `
.pl-contents{display:contents}
.pl-page>[data-pl]:empty{display:none}
.pl-toolbar{display:flex;flex-direction:column;gap:10px}
.pl-conn{display:flex;gap:6px;align-items:center;font-size:var(--mantine-font-size-xs,.75rem);line-height:1.3;height:1.3em;min-width:0;white-space:nowrap;overflow:hidden}
.public-connection-dot{flex:none;width:.6em;height:.6em;border-radius:50%;background:#868e96}
.pl-conn[data-live=connected] .public-connection-dot{background:#1c7c3c}
.pl-conn[data-live=reconnecting] .public-connection-dot{background:#e8590c}
.pl-conn[data-live=offline] .public-connection-dot{background:#c92a2a}
.pl-btn-xs{min-height:30px;padding:0 14px;font-size:var(--mantine-font-size-xs,.75rem)}
.pl-btn-md{min-height:36px;padding:0 18px}
.pl-btn-subtle{border-color:transparent;background:transparent;color:inherit;min-height:30px;padding:0 10px}
.pl-alert{margin:0;padding:12px 16px;border-radius:8px;background:#fff4e6;color:#000;font-weight:700}
.pl-bracket-box{position:relative}
.pl-bracket-scroll{overflow-x:auto;padding-bottom:10px}
.pl-bracket{display:flex;gap:16px;align-items:stretch;flex-wrap:nowrap}
.pl-bracket>.pl-round{flex:1 0 190px;min-width:190px}
.pl-wrap{flex-wrap:wrap;align-items:flex-start}
.pl-h4{margin:0;font-size:var(--mantine-h4-font-size,1.125rem);line-height:1.45;font-weight:700}
.pl-plain{list-style:none;margin:0;padding:0}
.pl-plain li+li{margin-top:4px}
.pl-rule{border:0;border-top:1px solid #dee2e6;margin:20px 0 0}
.pl-end{text-align:end}
.pl-code{font-family:ui-monospace,monospace;font-size:1.125rem;font-weight:800;letter-spacing:.1em}
.pl-break{word-break:break-all}
.pl-qr{display:block;background:#fff}
.public-mine{background:#fff3bf;box-shadow:inset 4px 0 0 #212529}
.public-print-only{display:none}
.public-bracket-fade{position:absolute;top:0;right:0;bottom:0;width:2rem;pointer-events:none;background:linear-gradient(to right,transparent,#fff)}
.public-view-switch{display:inline-flex;align-self:flex-start;gap:4px;margin:0;min-inline-size:0;border:0;padding:4px;border-radius:4px;background:#f1f3f5}
.public-view-switch button{min-height:28px;padding:2px 12px;border:0;border-radius:4px;background:transparent;color:#495057;font:inherit;font-size:.875rem;font-weight:500;cursor:pointer}
.public-view-switch button[aria-pressed=true]{background:#fff;color:#000;box-shadow:0 1px 3px rgb(0 0 0/10%)}
.public-view-switch button:focus-visible{outline:2px solid #1c7c3c;outline-offset:1px}
.public-albums{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.5rem;margin:0;padding:0;list-style:none}
.public-album{display:flex;align-items:center;gap:.75rem;min-height:44px;padding:.5rem;border:1px solid #dee2e6;border-radius:6px;color:inherit;text-decoration:none}
.public-album:focus-visible{outline:3px solid #1971c2;outline-offset:2px}
.public-album img{flex:none;width:72px;height:72px;border-radius:4px;object-fit:cover}
.public-album-title{display:block;font-weight:700;color:#1971c2;overflow-wrap:anywhere}
.public-album-count{display:block;font-size:.875rem}
@media print{.public-no-print,button{display:none!important}.public-print-only{display:table-caption}.public-mine{font-weight:700;background:#fff;box-shadow:none}.pl-bracket{flex-wrap:wrap}.pl-bar{display:none}}
`;
