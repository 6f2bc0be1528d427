/**
 * Names that would let an account pass for the platform or for someone people pay: the words a scam
 * message leans on, refused in any nickname (operators are named from the command line).
 */
export const RESERVED_NICKNAME_WORDS = ['官方', '客服', '管理员', '创作蛙'] as const;

/** The reserved word a nickname contains, if any (case-insensitive). */
export function reservedWordIn(nickname: string): string | undefined {
  const lowered = nickname.toLowerCase();

  return RESERVED_NICKNAME_WORDS.find((word) => lowered.includes(word));
}

/**
 * May the viewer take this nickname when `holder` (a creator or an operator, found by the same
 * nickname, case-insensitively) already has it? Only if it is the viewer: nobody else may pass for
 * a creator supporters pay, or for the operator (a private message "from 蛙蛙画画" asking to pay again).
 */
export function canTakeNickname(viewerId: number, holder: { id: number } | undefined): boolean {
  return holder === undefined || holder.id === viewerId;
}

/**
 * Has the viewer a public name yet? An SMS sign-up starts nameless (the web asks for one next); until
 * then nothing they write can show others who wrote it (comments, replies, private messages): they
 * are told NICKNAME_REQUIRED_MESSAGE (in the contracts, a leaf every module imports without a cycle).
 */
export function hasNickname(viewer: { nickname: string }): boolean {
  return viewer.nickname.trim() !== '';
}
