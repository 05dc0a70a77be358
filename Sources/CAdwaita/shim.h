#ifndef TYPECASE_CADWAITA_SHIM_H
#define TYPECASE_CADWAITA_SHIM_H
#include <adwaita.h>
#include <glib-unix.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangocairo.h>
#include <libintl.h>
#include <malloc.h>
#include <dlfcn.h>

/// Asks GDK for a motion event at the pointer in the next frame, so that GTK looks again at what
/// lies under a pointer that did not move: gdk_surface_request_motion, exported by GTK 4 for its
/// own use but in no public header, looked up when first asked; false when this GTK lacks it.
static inline gboolean typecase_surface_request_motion(GdkSurface *surface) {
  static void (*request)(GdkSurface *) = NULL;
  static gboolean looked = FALSE;
  if (!looked) {
    request = (void (*)(GdkSurface *))dlsym(RTLD_DEFAULT, "gdk_surface_request_motion");
    looked = TRUE;
  }
  if (request == NULL) return FALSE;
  request(surface);
  return TRUE;
}

/// Marks an accessible as checked or not (GTK's variadic call does not reach Swift).
static inline void typecase_accessible_set_checked(GtkAccessible *accessible, gboolean checked) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED,
                              checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/// Forgets an accessible's checked state (for rows that are not choices).
static inline void typecase_accessible_reset_checked(GtkAccessible *accessible) {
  gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED);
}

/// Sets an accessible's label (its accessible name).
static inline void typecase_accessible_set_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets an accessible's description (read after its name and role).
/// Sets an accessible's LABEL property alone, dropping the LABELLED_BY relation GTK set (a
/// menu button's inner toggle is labelled by the menu button: set both, it read the label twice).
static inline void typecase_accessible_set_own_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void typecase_accessible_set_description(GtkAccessible *accessible, const char *description) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Sets an accessible's DESCRIPTION property alone, dropping the DESCRIBED_BY relation GTK set
/// (a menu button's inner toggle is described by the menu button: set both, it read the
/// description twice).
static inline void typecase_accessible_set_own_description(GtkAccessible *accessible, const char *description) {
  gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Makes gettext drop cached translations (after LANGUAGE changed): setting the text domain
/// again bumps its catalog counter.
static inline void typecase_reload_translations(void) {
  textdomain(textdomain(NULL));
}

/// Makes a widget of `type` whose style node is named `css_name` instead of its class's name
/// (GtkWidget's construct-only "css-name"): styled by the rules for that name alone.
static inline GtkWidget *typecase_widget_new_with_css_name(GType type, const char *css_name) {
  return GTK_WIDGET(g_object_new(type, "css-name", css_name, NULL));
}

/// Hides a decorative widget (an icon that repeats what the text says) from assistive technology.
static inline void typecase_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

#endif
