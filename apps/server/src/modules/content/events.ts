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
      /** A review word holds it: its recipients' 收到的评论 shows it once an operator approves it. */
      held: boolean;
    };
  }
}

export {};
