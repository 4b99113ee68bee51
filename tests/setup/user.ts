import userEvent from '@testing-library/user-event';

/**
 * A person at the keyboard and pointer (@testing-library/user-event): clicks press and release
 * the pointer, focus moves, typing fires a key per character, as in a browser. fireEvent is kept
 * for what a person cannot do by hand (a storage event from another tab, a resize).
 */
export type TUser = ReturnType<typeof userEvent.setup>;

export function setupUser(options?: Parameters<typeof userEvent.setup>[0]): TUser {
  return userEvent.setup(options);
}

/** Replace a field's text the way a person does: empty it, then type the new text. */
export async function retype(user: TUser, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  // "{" and "[" start key names in user-event's syntax: doubled, they are typed as they are.
  if (text) await user.type(field, text.replace(/[{[]/g, '$&$&'));
}
