// The ncursesw surface NcursesScreen needs. The module map links ncursesw and the headers come
// from the default include path, with no pkg-config query (SwiftPM would drop ncursesw.pc's -D
// flags with a warning on every build), so the wide-character API is switched on here.
// ncurses' globals (stdscr, COLS, LINES, COLORS, COLOR_PAIRS) and its function-like macros are
// not importable or not concurrency-safe in Swift 6, so they are exposed through the tiny
// inline functions below.
#ifndef TUICV_CNCURSES_SHIM_H
#define TUICV_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#if !__has_include(<curses.h>)
#error "the ncursesw headers are missing: install them with 'sudo apt-get install libncurses-dev' (make run and make test do it for you)"
#endif

#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <stdio.h>
#include <time.h>
#include <curses.h>

/// ppoll, for NcursesScreen's wait for input: glibc declares it for _GNU_SOURCE only, which
/// Swift's Glibc module is not built with.
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout,
                 const sigset_t *sigmask);

// Globals.
static inline WINDOW *tuicv_stdscr(void) { return stdscr; }
static inline int tuicv_cols(void) { return COLS; }
static inline int tuicv_lines(void) { return LINES; }
static inline int tuicv_colors(void) { return COLORS; }
static inline int tuicv_color_pairs(void) { return COLOR_PAIRS; }

/// newterm on the process's stdout and stdin (FILE globals stay on the C side).
static inline SCREEN *tuicv_newterm(const char *type) { return newterm(type, stdout, stdin); }

// Attributes.
static inline attr_t tuicv_a_normal(void) { return A_NORMAL; }
static inline attr_t tuicv_a_bold(void) { return A_BOLD; }
static inline attr_t tuicv_a_reverse(void) { return A_REVERSE; }
static inline attr_t tuicv_a_dim(void) { return A_DIM; }
static inline attr_t tuicv_a_underline(void) { return A_UNDERLINE; }

// Mouse masks.
static inline mmask_t tuicv_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tuicv_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tuicv_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tuicv_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t tuicv_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t tuicv_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tuicv_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t tuicv_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tuicv_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/// tiparm with one number (Swift cannot call C variadic functions); NULL when it fails.
static inline char *tuicv_tiparm1(const char *capability, int p1) {
  return tiparm(capability, p1);
}

/// tiparm with two numbers; NULL when it fails.
static inline char *tuicv_tiparm2(const char *capability, int p1, int p2) {
  return tiparm(capability, p1, p2);
}

/// The terminal's size in glyphs and pixels (TIOCGWINSZ on a file descriptor); pixels are 0
/// when the terminal does not report them. Returns 0 on success.
static inline int tuicv_window_size(int fd, int *columns, int *rows, int *width, int *height) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
  *columns = ws.ws_col;
  *rows = ws.ws_row;
  *width = ws.ws_xpixel;
  *height = ws.ws_ypixel;
  return 0;
}

/// Reads the pending mouse event; returns OK or ERR and fills the position and button state.
static inline int tuicv_getmouse(int *x, int *y, mmask_t *bstate) {
  MEVENT event;
  int result = getmouse(&event);
  if (result == OK) {
    *x = event.x;
    *y = event.y;
    *bstate = event.bstate;
  }
  return result;
}

/// Whether the locale's character set is UTF-8 (call after setlocale).
static inline int tuicv_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL) return 0;
  const char *u = "UTF-8";
  const char *v = "utf8";
  int i;
  for (i = 0; u[i] && codeset[i] && (codeset[i] | 0x20) == (u[i] | 0x20); i++) {}
  if (u[i] == 0 && codeset[i] == 0) return 1;
  for (i = 0; v[i] && codeset[i] && (codeset[i] | 0x20) == v[i]; i++) {}
  return v[i] == 0 && codeset[i] == 0;
}

#endif
