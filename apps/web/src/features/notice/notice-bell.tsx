export function NoticeBell() {
  return null;
}
