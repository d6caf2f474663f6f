export default function EnterprisePage() {
  return null;
}
