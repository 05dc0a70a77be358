#ifndef TYPECASE_CADWAITA_TESTING_SHIM_H
#define TYPECASE_CADWAITA_TESTING_SHIM_H
// What only tests ask of GTK: its gtk_test_accessible_* checks, kept out of the product.
#include <gtk/gtk.h>

/// For tests: whether GTK holds the accessible's CHECKED state as true.
static inline gboolean typecase_accessible_is_checked(GtkAccessible *accessible) {
  char *mismatch = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED,
                                                   GTK_ACCESSIBLE_TRISTATE_TRUE);
  gboolean checked = mismatch == NULL;
  g_free(mismatch);
  return checked;
}

/// For tests: whether the accessible's LABEL property is `label`.
static inline gboolean typecase_accessible_has_label(GtkAccessible *accessible, const char *label) {
  char *mismatch = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  gboolean matches = mismatch == NULL;
  g_free(mismatch);
  return matches;
}

/// For tests: whether the accessible's DESCRIPTION property is `description`.
static inline gboolean typecase_accessible_has_description(GtkAccessible *accessible, const char *description) {
  char *mismatch = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  gboolean matches = mismatch == NULL;
  g_free(mismatch);
  return matches;
}

#endif
