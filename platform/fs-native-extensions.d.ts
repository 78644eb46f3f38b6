/** The part of fs-native-extensions (no types of its own) the embedded database's lock uses. */
declare module "fs-native-extensions" {
  /**
   * An exclusive lock (Linux: an open file description lock, F_OFD_SETLK; macOS: flock) on the
   * open file, without waiting: false when another open file description holds it. The kernel
   * drops it when the file is closed or the process dies.
   */
  export function tryLock(fd: number): boolean;
}
