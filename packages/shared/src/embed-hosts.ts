/**
 * Where a video or music player embedded in rich text may come from (https only). The server's
 * sanitizer, the browser's purifier and the pages' `frame-src` policy all read this one list.
 */
export const videoEmbedHosts = [
  "player.bilibili.com",
  "v.qq.com",
  "player.youku.com",
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "music.163.com",
] as const;
