/** What a writer is told when a review word holds their comment or reply (the server decides: DESIGN 8). */
export const HELD_COMMENT_MESSAGE = '已提交：内容需要人工审核，通过前仅你自己可见';
