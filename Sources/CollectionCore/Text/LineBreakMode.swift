/// How text that does not fit its width breaks or is cut (NSLineBreakMode).
public enum LineBreakMode: Hashable, Sendable {
  /// Lines break between words; a word longer than the width breaks where it must.
  case byWordWrapping
  /// Lines break at the width, mid-word.
  case byCharWrapping
  /// The line is cut at the width, without a mark.
  case byClipping
  /// The start is replaced by "…".
  case byTruncatingHead
  /// The end is replaced by "…" (a label's default).
  case byTruncatingTail
  /// The middle is replaced by "…".
  case byTruncatingMiddle
}
