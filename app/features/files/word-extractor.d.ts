/** The part of word-extractor (which ships no types) that document-text.server.ts uses. */
declare module "word-extractor" {
  class ExtractedDocument {
    /** The main text; paragraphs end with a newline. */
    getBody(options?: { filterUnicode?: boolean }): string;
  }
  export default class WordExtractor {
    /** A file path or the file's bytes: a legacy OLE .doc or an Office Open XML .docx. */
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }
}
