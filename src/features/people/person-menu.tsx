import type { PersonActions } from './person-actions';

/**
 * A row's ⋯ in its top corner, beside the name: on a phone the row's buttons take the line
 * under the person, and a fourth button there wrapped onto a line of its own at 360 px.
 */
export function PersonMenu({
  menu,
  person,
}: {
  menu: PersonActions | undefined;
  person: { uid: string; name: string };
}) {
  return menu ? <div className="person-row__menu">{menu(person)}</div> : null;
}
