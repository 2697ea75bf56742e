/** A friendly link of the footer (`blogroll/list?language`). */
export interface FriendlyLink {
  blogrollId: number;
  blogrollName: string;
  blogrollLink: string;
}
