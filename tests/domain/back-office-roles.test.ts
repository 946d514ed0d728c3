import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAV_ITEMS, navItemsFor } from '../../src/admin/shell/nav-items';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';

// The owner's guide (docs/back-office.md) tells who opens which section twice: in the role table at the top and in
// each section's heading ("## Home banners ('Баннеры', owner and editor)"). Both are read here and held against the
// menu of each role, which follows the same areas the server checks (domain/staff.ts): a section added, or moved to
// another role, without the guide following fails here.

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'back-office.md'), 'utf8');
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);
const menuOf = (role: StaffRole) => navItemsFor(role).map((item) => item.label);

/** The role table's row of a role: the sections it names. */
function tableRow(role: StaffRole): string[] {
  const row = guide.split('\n').find((line) => line.startsWith(`| \`${role}\``));
  if (!row) throw new Error(`no row for ${role} in the role table`);
  return quoted(row.split('|')[2]);
}

/** Who a heading's words give a section to. */
function rolesIn(words: string): StaffRole[] {
  if (/every member/.test(words)) return [...STAFF_ROLES];
  return STAFF_ROLES.filter((role) => new RegExp(`\\b${role}\\b`).test(words));
}

/** Each section named in a heading with its roles: "('Семинары' owner and editor; 'Вебинары' owner and manager)". */
function headingClaims(): { label: string; roles: StaffRole[]; heading: string }[] {
  return guide
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .flatMap((heading) => {
      const inside = /\(([^)]*)\)\s*$/.exec(heading)?.[1] ?? '';
      return inside.split(';').flatMap((part) => {
        const roles = rolesIn(part.replace(/'[^']*'/g, ''));
        return quoted(part).map((label) => ({ label, roles, heading }));
      });
    });
}

describe("the owner's guide says who opens what as the menu and the server do", () => {
  it.each(['manager', 'editor'] as const)("the role table's %s row lists exactly that role's menu", (role) => {
    expect(tableRow(role).sort()).toEqual(menuOf(role).sort());
  });

  it("the owner's row: everything of the other roles, and alone what the others never open", () => {
    const others = new Set([...menuOf('manager'), ...menuOf('editor')]);
    expect(tableRow('owner').sort()).toEqual(
      menuOf('owner')
        .filter((label) => !others.has(label))
        .sort(),
    );
  });

  it("each section heading names the roles whose menu has it (or every member's 'Мой профиль')", () => {
    const claims = headingClaims();
    expect(claims.length).toBeGreaterThan(15);
    for (const { label, roles, heading } of claims) {
      const opening = label === 'Мой профиль' ? [...STAFF_ROLES] : STAFF_ROLES.filter((r) => menuOf(r).includes(label));
      expect({ heading, label, roles }).toEqual({ heading, label, roles: opening });
    }
  });

  it('every section of the menu has a heading of its own in the guide', () => {
    const named = new Set(headingClaims().map((claim) => claim.label));
    expect(NAV_ITEMS.map((item) => item.label).filter((label) => !named.has(label))).toEqual([]);
  });
});
