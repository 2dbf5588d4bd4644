/** The HTML of a page app without a template: a title and the `#root` React mounts into. */
export function minimalPage(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('');
}
