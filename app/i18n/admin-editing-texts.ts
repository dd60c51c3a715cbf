import type { Language } from "../../common/constants.ts";

/**
 * The console's editing safety (docs/decisions/023-editing-without-lost-work.md): the conflict
 * dialog every editable record shows when someone saved it first, the "X is editing" notice, and
 * the prompt before leaving unsaved changes. Only console screens load it.
 */
const zhCN = {
  conflict: {
    title: "其他人已保存了更新的版本",
    lead: "{name} 于 {time} 保存了此内容，晚于您打开它的时间。您的修改尚未保存。",
    someone: "其他同事",
    changedFields: "对方改动了以下内容：",
    reload: "载入对方的版本（放弃我的修改）",
    overwrite: "用我的版本覆盖",
    cancel: "暂不处理",
  },
  lock: {
    editing: "{names} 也在编辑此文章（自 {time} 起）。同时保存时，后保存的一方会收到提示，不会悄悄覆盖。",
  },
  leave: {
    title: "有未保存的修改",
    message: "离开此页面，尚未保存的修改将会丢失。确定离开吗？",
    stay: "留在此页",
    leave: "离开",
  },
};

export type EditingTexts = typeof zhCN;

const enUS: EditingTexts = {
  conflict: {
    title: "Someone saved a newer version",
    lead: "{name} saved this at {time}, after you opened it. Your changes are not saved yet.",
    someone: "A colleague",
    changedFields: "They changed:",
    reload: "Load their version (drop my changes)",
    overwrite: "Save mine over theirs",
    cancel: "Not now",
  },
  lock: {
    editing:
      "{names} also has this article open (since {time}). If you both save, whoever saves second is told, nothing is overwritten silently.",
  },
  leave: {
    title: "Unsaved changes",
    message: "If you leave this page, the changes you have not saved are lost. Leave anyway?",
    stay: "Stay on this page",
    leave: "Leave",
  },
};

export const editingTexts: Record<Language, EditingTexts> = { zh_CN: zhCN, en_US: enUS };
