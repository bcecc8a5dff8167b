// pdfkit's openImage, which @types/pdfkit leaves out: an image opened once is embedded once, however
// often it is drawn (a letterhead's logo on every page), and opening is how a logo is checked.
declare namespace PDFKit.Mixins {
  /** An image pdfkit has read (its pixel size known), to be drawn with `image`. */
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }
  interface PDFImage {
    openImage(src: ImageSrc): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
  }
}
