// What the content module tells others, from inside the transaction that made the change.
declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A comment (`repliedTo: null`) or a reply was written on a post. `post.isLive`: visitors can see
     * the post now (published, due, not taken down).
     */
    CommentPosted: {
      commentId: number;
      commenterId: number;
      post: { id: number; authorId: number; isLive: boolean };
      repliedTo: { id: number; authorId: number } | null;
      /**
       * Not shown yet: a review word holds it (its recipients' 收到的评论 shows it once an operator
       * approves it), or a word of the post's creator's list keeps it to its writer (shown once the
       * creator releases it: CommentReleased).
       */
      held: boolean;
    };
    /**
     * The post's creator released a comment kept to its writer (they had hidden it, or it held one
     * of their words): it is listed and counted again, and its 收到的评论 rows (written with it) show.
     */
    CommentReleased: { commentId: number };
  }
}

export {};
