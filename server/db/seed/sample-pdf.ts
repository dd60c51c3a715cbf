import fs from "node:fs";
import type { Font as FontkitFont } from "fontkit";
import type { Language } from "../../../common/constants.ts";
import { investorSampleCopy, type SampleSection, type SampleTable } from "../../../content/pages/investor-samples.ts";
import type { ReportKind } from "../../../content/pages/investor.ts";

/** Where Debian's fonts-noto-cjk (and similar packages) put a font with Chinese glyphs. */
export const CJK_FONTS: readonly ChineseFont[] = [
  { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { file: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", family: "NotoSerifCJKsc-Regular" },
  { file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", family: "WenQuanYiZenHei" },
];

export interface ChineseFont {
  file: string;
  /** The face inside a font collection (.ttc). */
  family: string;
}

/** The first of the fonts present on this machine: pdfkit's built-in fonts have no Chinese glyphs. */
export const chineseFontOf = (fonts: readonly ChineseFont[]) => fonts.find((font) => fs.existsSync(font.file));

/**
 * A Chinese font collection is about 20 MB, and parsing its glyph tables took most of the time of
 * each document: read and parsed once per process, and the parsed face given to pdfkit, which
 * takes one as it takes a file (each document still embeds its own subset).
 */
const parsedFaces = new Map<string, Promise<FontkitFont>>();
function parsedFace(font: ChineseFont): Promise<FontkitFont> {
  const key = `${font.file}#${font.family}`;
  let face = parsedFaces.get(key);
  if (!face) {
    face = Promise.all([import("fontkit"), fs.promises.readFile(font.file)]).then(([fontkit, bytes]) => {
      const parsed = fontkit.create(bytes, font.family);
      if (!("layout" in parsed)) throw new Error(`${font.file} has no face named ${font.family}`);
      return parsed;
    });
    parsedFaces.set(key, face);
  }
  return face;
}

/** One seeded investor document, with its title in both languages. */
export type SampleDocument = { title: Record<Language, string>; date: string } & (
  | { kind: "report"; reportKind: ReportKind; year: number }
  | { kind: "announcement" }
);

const COLOURS = { accent: "#c74400", text: "#1b2230", muted: "#5b6475", rule: "#e3e6ec", head: "#f6f7f9", notice: "#fff4ec" };
const MARGIN = 64;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ""));

/**
 * A sample report or announcement as a PDF in one language: several A4 pages with a table, marked
 * as a sample on every page in that language, so that previews, downloads and the zip handle it as
 * they would a real report. The Chinese one embeds a subset of a Chinese font; with none on the
 * machine it falls back to the English document (the build warns: scripts/render-sample-documents.ts).
 * It names no operator: the build runs before the site's name is configured.
 */
export async function renderSamplePdf(document: SampleDocument, language: Language, fonts: readonly ChineseFont[] = CJK_FONTS) {
  const chineseFont = language === "zh_CN" ? chineseFontOf(fonts) : undefined;
  const shown: Language = chineseFont ? "zh_CN" : "en_US";
  const copy = investorSampleCopy[shown];
  const title = document.title[shown];
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: shown === "zh_CN" ? "zh-CN" : "en",
    info: { Title: title, Subject: copy.mark },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (chineseFont) {
    const face = await parsedFace(chineseFont);
    doc.registerFont("body", face);
    doc.registerFont("strong", face);
  } else {
    doc.registerFont("body", "Helvetica");
    doc.registerFont("strong", "Helvetica-Bold");
  }
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string, size = 15) => {
    doc.moveDown(0.8).font("strong").fontSize(size).fillColor(COLOURS.text).text(text).moveDown(0.4);
  };
  const paragraph = (text: string) => {
    doc
      .font("body")
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(text, { lineGap: 4, align: shown === "zh_CN" ? "justify" : "left" })
      .moveDown(0.6);
  };
  const section = (part: SampleSection) => {
    heading(part.heading);
    for (const text of part.paragraphs) paragraph(text);
    for (const sub of part.subsections ?? []) {
      heading(sub.heading, 12);
      paragraph(sub.body);
    }
  };
  const table = (data: SampleTable, headingSize = 15) => {
    heading(data.heading, headingSize);
    doc.font("body").fontSize(10).fillColor(COLOURS.muted).text(data.caption).moveDown(0.3);
    doc.fontSize(10).fillColor(COLOURS.text);
    doc.table({
      columnStyles: data.widths.map((share) => share * width),
      rowStyles: (row) => (row === 0 ? { backgroundColor: COLOURS.head } : {}),
      defaultStyle: { border: 0.5, borderColor: COLOURS.rule, padding: 6 },
      data: [data.header.map((text) => ({ text, type: "TH" as const })), ...data.rows],
    });
    doc.x = MARGIN;
    doc.moveDown(0.4).fontSize(9).fillColor(COLOURS.muted).text(data.note).moveDown(0.6);
  };
  const cover = (meta: string) => {
    doc.font("strong").fontSize(11).fillColor(COLOURS.accent).text(copy.mark.toUpperCase());
    doc.moveDown(0.6).fontSize(22).fillColor(COLOURS.text).text(title, { lineGap: 2 });
    doc.moveDown(0.4).font("body").fontSize(10).fillColor(COLOURS.muted).text(meta);
    const top = doc.y + 18;
    doc.font("body").fontSize(11);
    const noticeHeight = doc.heightOfString(copy.notice.body, { width: width - 32, lineGap: 4 }) + 56;
    doc.rect(MARGIN, top, width, noticeHeight).fill(COLOURS.notice);
    doc.rect(MARGIN, top, 4, noticeHeight).fill(COLOURS.accent);
    doc
      .font("strong")
      .fontSize(12)
      .fillColor(COLOURS.accent)
      .text(copy.notice.heading, MARGIN + 16, top + 14, { width: width - 32 });
    doc
      .moveDown(0.4)
      .font("body")
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(copy.notice.body, { width: width - 32, lineGap: 4 });
    doc.x = MARGIN;
    doc.y = top + noticeHeight + 12;
  };

  if (document.kind === "report") {
    const { report } = copy;
    const figures = document.reportKind === "esg" ? report.esgTable : report.financialTable;
    cover(fill(report.meta, { kind: report.kindLabels[document.reportKind], year: document.year, date: document.date }));
    heading(report.contents.heading);
    doc.font("body").fontSize(10).fillColor(COLOURS.text);
    doc.table({
      columnStyles: [width * 0.8, width * 0.2],
      rowStyles: (row) => (row === 0 ? { backgroundColor: COLOURS.head } : {}),
      defaultStyle: { border: 0.5, borderColor: COLOURS.rule, padding: 6 },
      data: [
        report.contents.header.map((text) => ({ text, type: "TH" as const })),
        ...[report.introduction.heading, figures.heading, report.review.heading, report.risks.heading].map((text, index) => [
          text,
          fill(report.contents.page, { page: [2, 2, 3, 4][index]! }),
        ]),
      ],
    });
    doc.x = MARGIN;
    doc.addPage();
    section(report.introduction);
    table(figures);
    doc.addPage();
    section(report.review);
    doc.addPage();
    section(report.risks);
    paragraph(report.closing);
  } else {
    const { announcement } = copy;
    cover(fill(announcement.meta, { date: document.date }));
    section(announcement.body);
    doc.addPage();
    table(announcement.table);
    doc.moveDown();
    for (const line of announcement.closing) doc.font("body").fontSize(11).fillColor(COLOURS.text).text(line, { align: "right" });
    doc.text(document.date, { align: "right" });
  }

  // The mark and page number at the foot of every page, below the bottom margin (so no page is added).
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(`${copy.mark}    ${fill(copy.pageOf, { page: index + 1, pages: pages.count })}`, MARGIN, doc.page.height - 40, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
