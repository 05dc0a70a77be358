import FoundationEssentials
import Glibc

/// Time since this process started, read from the kernel's record of the start.
enum ProcessClock {
  /// Milliseconds since the process started (the kernel counts start time in clock ticks,
  /// 10 ms apart, so the figure is that precise).
  static func millisecondsSinceProcessStart() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // Fields after the command name: state is field 3, starttime is field 22.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let startTicks = Double(fields[19]) else { return 0 }
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    var now = timespec()
    clock_gettime(CLOCK_BOOTTIME, &now)
    let uptime = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    return (uptime - startTicks / ticksPerSecond) * 1000
  }
}
