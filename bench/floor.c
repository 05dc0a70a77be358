/* The floor: the least a libadwaita window costs to reach its first frame on this machine.
 *
 * An AdwApplication (non-unique, like Typecase) opens an AdwApplicationWindow of Typecase's
 * default size with a header bar and a few labels; after its first painted frame it prints the
 * milliseconds since the process started, measured exactly as Typecase's --report-startup does
 * (the kernel's starttime from /proc/self/stat against CLOCK_BOOTTIME), and quits.
 *
 *   gcc -O2 -o floor floor.c $(pkg-config --cflags --libs libadwaita-1)
 */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double milliseconds_since_process_start(void) {
  char buffer[4096];
  FILE *file = fopen("/proc/self/stat", "r");
  if (!file) return 0;
  size_t length = fread(buffer, 1, sizeof buffer - 1, file);
  fclose(file);
  buffer[length] = '\0';
  /* Fields after the command name (which may hold spaces): state is field 3, starttime 22. */
  char *field = strrchr(buffer, ')');
  if (!field) return 0;
  field += 2;
  for (int number = 3; number < 22 && field; number++) {
    field = strchr(field, ' ');
    if (field) field++;
  }
  if (!field) return 0;
  double start_ticks = strtod(field, NULL);
  double ticks_per_second = (double)sysconf(_SC_CLK_TCK);
  struct timespec now;
  clock_gettime(CLOCK_BOOTTIME, &now);
  double uptime = (double)now.tv_sec + (double)now.tv_nsec / 1e9;
  return (uptime - start_ticks / ticks_per_second) * 1000;
}

static void after_paint(GdkFrameClock *clock, gpointer application) {
  printf("%.0f\n", milliseconds_since_process_start());
  fflush(stdout);
  g_signal_handlers_disconnect_by_func(clock, after_paint, application);
  g_application_quit(G_APPLICATION(application));
}

static void activate(GApplication *application, gpointer unused) {
  (void)unused;
  GtkWidget *window = adw_application_window_new(GTK_APPLICATION(application));
  gtk_window_set_default_size(GTK_WINDOW(window), 720, 760);
  gtk_window_set_title(GTK_WINDOW(window), "Floor");

  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new();
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), adw_window_title_new("Fonts", NULL));
  gtk_box_append(GTK_BOX(content), header);
  GtkWidget *labels = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top(labels, 12);
  gtk_widget_set_margin_start(labels, 12);
  const char *texts[] = {"Bench Family 0001", "Bench Family 0002", "Bench Family 0003", "Bench Family 0004"};
  for (unsigned index = 0; index < G_N_ELEMENTS(texts); index++) {
    GtkWidget *label = gtk_label_new(texts[index]);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_box_append(GTK_BOX(labels), label);
  }
  gtk_box_append(GTK_BOX(content), labels);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);

  gtk_window_present(GTK_WINDOW(window));
  GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
  if (!clock) {
    fprintf(stderr, "floor: the window has no frame clock\n");
    g_application_quit(application);
    return;
  }
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), application);
  gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

int main(int argc, char **argv) {
  AdwApplication *application = adw_application_new("org.typecase.BenchFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(application), argc, argv);
  g_object_unref(application);
  return status;
}
