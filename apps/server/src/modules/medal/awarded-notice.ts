import type { Notice } from "../message/use-cases/add-notices.ts";

/** The message a member gets for a medal: it opens their own page, where the medal shows. */
export function awardedNotice(userId: number, medal: { id: number; name: string }): Notice {
  return {
    userId,
    kind: "medal_awarded",
    params: { medal: medal.name, medalId: medal.id },
    link: `/personinfo/${userId}`,
  };
}
