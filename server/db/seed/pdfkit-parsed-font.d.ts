/**
 * pdfkit's registerFont also takes a font fontkit has already parsed (pdfkit's PDFFontFactory.open
 * accepts any object with a `layout` method); @types/pdfkit lists only files and bytes.
 */
declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import("fontkit").Font): this;
  }
}
