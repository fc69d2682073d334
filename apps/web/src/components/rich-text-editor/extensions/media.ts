import { Node } from "@tiptap/core";

export type MediaKind = "video" | "audio" | "embed";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    media: {
      insertMedia: (media: {
        kind: MediaKind;
        src: string;
        width?: number;
        height?: number;
      }) => ReturnType;
    };
  }
}

/** An embed page (a video site's player) goes in a frame; only https pages are embedded. */
export function isEmbeddableUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:";
  } catch {
    return false;
  }
}

/** Video and music: an uploaded or linked file in an HTML5 player, or a video site's player page. */
export const Media = Node.create({
  name: "media",
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => ({
    kind: { default: "video" as MediaKind },
    src: { default: "" },
    width: { default: 640 },
    height: { default: 360 },
  }),
  parseHTML: () => [
    {
      tag: "video[src]",
      getAttrs: (element) => ({
        kind: "video",
        src: element.getAttribute("src"),
        width: Number(element.getAttribute("width")) || 640,
        height: Number(element.getAttribute("height")) || 360,
      }),
    },
    {
      tag: "audio[src]",
      getAttrs: (element) => ({ kind: "audio", src: element.getAttribute("src") }),
    },
    {
      tag: "iframe[data-embed]",
      getAttrs: (element) => ({
        kind: "embed",
        src: element.getAttribute("src"),
        width: Number(element.getAttribute("width")) || 640,
        height: Number(element.getAttribute("height")) || 360,
      }),
    },
  ],
  renderHTML: ({ node }) => {
    const { kind, src, width, height } = node.attrs;
    if (kind === "audio") return ["audio", { src, controls: "true", preload: "none" }];
    if (kind === "embed") {
      return [
        "iframe",
        {
          src,
          width,
          height,
          "data-embed": "true",
          allowfullscreen: "true",
          frameborder: "0",
          sandbox: "allow-scripts allow-same-origin allow-presentation",
        },
      ];
    }
    return ["video", { src, width, height, controls: "true", preload: "metadata" }];
  },
  addCommands() {
    return {
      insertMedia:
        (media) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs: media }, { type: "paragraph" }]),
    };
  },
});
