import { list, type PageRequest } from '../request';

/** `<remote>/src/ledger.ts`: a spec route loses its pending mark, any other path joins `extra` with the roles note. */
export function editLedger(r: PageRequest, text: string): string {
  let ledgerText = text;
  for (const [i, member] of r.members.entries()) {
    const routePath = member.path;
    if (r.inLedger[i]) {
      ledgerText = ledgerText.replace(new RegExp(`(\\{ path: '${routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}',[^\\n]*?), pending: true \\}`), '$1 }');
      continue;
    }
    const extra = /\n {2}extra: \[(\]|\n[\s\S]*?\n {2}\])/.exec(ledgerText);
    if (!extra) throw new Error(`${r.remote}/src/ledger.ts：找不到 extra 列表`);
    const note = (r.rolesNote ?? `not a spec route: ${r.title}, added with pnpm new-page`).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const line = `    {\n      path: '${routePath}',\n      roles: ${list(r.rolesOf[i]!)},\n      basis: 'decided',\n      note: '${note}',\n    },\n`;
    // Before the closing line of the list, or inside `[]`.
    const end = extra.index + (extra[1] === ']' ? extra[0].length - 1 : extra[0].lastIndexOf('\n') + 1);
    ledgerText = `${ledgerText.slice(0, end)}${extra[1] === ']' ? `\n${line}  ` : line}${ledgerText.slice(end)}`;
  }
  return ledgerText;
}
