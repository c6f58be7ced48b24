/** Temporary stub of the site footer; the content helper replaces this file with the real footer. */
export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white px-4 py-6 text-center text-sm text-gray-700">Zaika</footer>
  );
}
