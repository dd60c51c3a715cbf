import { mergeAttributes, Node, type ChainedCommands, type Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { Image } from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";
import { VIDEO_ALLOW, VIDEO_SANDBOX, videoEmbed, type VideoProvider } from "../../../../common/video-embed.ts";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts an allowed video player (common/video-embed.ts) at the selection. */
      setVideoEmbed: (src: string) => ReturnType;
    };
  }
}

/**
 * An article image: a stored file with its alt text and, when it has one, a caption, written as
 * `<figure><img><figcaption>` (a bare `<img>` without a caption). Both texts are edited in the
 * editor's image panel, never in a browser prompt.
 */
const ArticleImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      // Part of the figure, not an attribute of the image.
      caption: { default: "", rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element) => {
          const image = element.querySelector("img");
          if (!image?.getAttribute("src") || image.getAttribute("src")?.startsWith("data:")) return false;
          return {
            src: image.getAttribute("src"),
            alt: image.getAttribute("alt"),
            caption: element.querySelector("figcaption")?.textContent?.trim() ?? "",
          };
        },
      },
      ...(this.parent?.() ?? []),
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const image = ["img", mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    const caption = String(node.attrs.caption ?? "");
    return caption ? ["figure", {}, image, ["figcaption", {}, caption]] : image;
  },
});

const PROVIDER_NAMES: Record<VideoProvider, string> = { bilibili: "Bilibili", tencent: "Tencent Video", youku: "Youku" };

/**
 * A video of an allowed player (Bilibili, Tencent Video, Youku), written as the sandboxed frame
 * the server keeps. Inside the editor it is a labelled box, not a live player: a frame in editable
 * text steals clicks and keys, and the preview shows the real one.
 */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const embed = videoEmbed(element.getAttribute("src"));
          return embed ? { src: embed.src, title: element.getAttribute("title") ?? "" } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const provider = videoEmbed(String(HTMLAttributes.src ?? ""))?.provider;
    return [
      "iframe",
      {
        src: HTMLAttributes.src,
        title: HTMLAttributes.title || (provider ? PROVIDER_NAMES[provider] : "video"),
        sandbox: VIDEO_SANDBOX,
        allow: VIDEO_ALLOW,
        allowfullscreen: "",
        loading: "lazy",
      },
    ];
  },
  addNodeView() {
    return ({ node }) => {
      const box = document.createElement("div");
      const embed = videoEmbed(String(node.attrs.src ?? ""));
      box.className = "news-video-placeholder";
      box.dataset.videoEmbed = embed?.provider ?? "";
      box.contentEditable = "false";
      box.textContent = `▶ ${embed ? PROVIDER_NAMES[embed.provider] : ""} · ${String(node.attrs.src ?? "")}`;
      return { dom: box };
    };
  },
  addCommands() {
    return {
      setVideoEmbed:
        (src) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});

/**
 * What an article body can hold, which is what the server's sanitiser keeps (server/services/rich-text.ts):
 * headings 2-3, paragraphs, lists, emphasis, quotes, links, images of stored files with alt text and
 * a caption, tables with a header row, and the allowed video players.
 */
export function articleExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow" } },
    }),
    ArticleImage.configure({ allowBase64: false }),
    TableKit.configure({ table: { resizable: false, cellMinWidth: 60 } }),
    VideoEmbed,
  ];
}

/**
 * A chain that puts what comes next at the caret; when an image or a video is selected, after it
 * (in a new paragraph) instead of in its place, so inserting one never replaces the other.
 */
export function atCaret(editor: Editor): ChainedCommands {
  const { selection } = editor.state;
  const chain = editor.chain().focus();
  if (!(selection instanceof NodeSelection)) return chain;
  return chain.insertContentAt(selection.to, { type: "paragraph" }).setTextSelection(selection.to + 1);
}
