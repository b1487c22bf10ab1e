import Foundation

/// Reference vectors: streams made by Apple's reference encoder (PyPI `lzfse` 0.4.2,
/// `lzfse.compress`) from texts written for this project, stored as base64. The texts are
/// rebuilt here from the same recipes, so each test compares against the exact original.
enum ReferenceFixtures {
    /// Prose written for these tests (1 174 bytes) → a `bvxn` stream.
    static let prose = """
        Shortcuts are small programs that people build by stacking actions. An action takes input, \
        does one thing, and hands its output to the next action. A shortcut that is shared as a file is \
        signed, and the signed file wraps an archive, and the archive is compressed. To read such a file \
        a program has to undo each layer in turn: check the container, find the segment, decompress the \
        segment, walk the archive, and finally parse the property list that describes the actions.

        The compression used for the archive is LZFSE. Small payloads are stored with LZVN, a byte \
        oriented format where every opcode says how many literal bytes follow and how far back a match \
        starts. Larger payloads use finite state entropy coding: literals, literal lengths, match lengths \
        and distances each get a table of states, and the decoder walks those tables while it reads bits \
        from the end of the payload towards its start.

        A careful decoder trusts nothing. Every length is checked against what remains, every distance \
        against what was produced, every table against its size. When the data is damaged the decoder \
        stops and says where, instead of reading memory it does not own or looping forever.

        """

    /// A plist-like listing of 120 actions (22 530 bytes) → one `bvx2` block.
    static func plistText() -> [UInt8] {
        let names = [
            "gettext", "comment", "showresult", "ask", "setvariable", "getvariable", "repeat.each",
            "conditional", "choosefrommenu", "url", "downloadurl", "detect.dictionary",
        ]
        var x: UInt64 = 20_240_601
        var text = ""
        for i in 0..<120 {
            x = (x * 1_103_515_245 + 12_345) % 2_147_483_648
            let hex = String(x, radix: 16)
            text +=
                "<dict>\n\t<key>WFWorkflowActionIdentifier</key>\n\t<string>is.workflow.actions."
                + names[(i * 7) % names.count] + "</string>\n\t<key>UUID</key>\n\t<string>"
                + String(repeating: "0", count: max(0, 8 - hex.count)) + hex
                + "</string>\n\t<key>Index</key>\n\t<integer>\(i)</integer>\n</dict>\n"
        }
        return Array(text.utf8)
    }

    /// Runs and short periods (8 790 bytes) → a `bvx2` block with overlapping matches (D < 8).
    static func runsText() -> [UInt8] {
        var text = String(repeating: "a", count: 3000) + String(repeating: "ab", count: 700)
        text += String(repeating: "xyz", count: 500) + String(repeating: "0123456", count: 200)
        for i in 0..<400 { text += "\(i)," }
        return Array(text.utf8)
    }

    /// Runs and short periods (1 900 bytes) → a `bvxn` stream with overlapping matches.
    static func shortRunsText() -> [UInt8] {
        Array(
            (String(repeating: "-", count: 500) + String(repeating: "ab", count: 300)
                + String(repeating: "abcdefg", count: 100) + String(repeating: "ab", count: 50)).utf8)
    }

    static let tinyText = Array("bvx!?".utf8)

    /// 1 MiB of zeros → one 759-byte `bvx2` stream (a 1 381× expansion, used for bomb tests).
    static let zeroMebibyteSize = 1 << 20

    static let proseStream = decode(
        "YnZ4bpYEAAAbAwAA4DZTaG9ydGN1dHMgYXJlIHNtYWxsIHByb2dyYW1zIHRoYXQgcGVvcGxlIGJ1aWxkIGJ5IHN0YWNraW5n"
            + "IGFjdGlvbnMuIEFuIAzgACB0YWtlcyBpbnB1dCwgZG/zwEdvbmUAL+csIGFuZCBoAAUAIQBvwCZvdXTAHyB0b+ZlIG5leHQg"
            + "RQBQmJYgc/EYgoARaXMAn8CnZCBh5SBmaWxlEBTlaWduZWQYWAhEGBAYH+R3cmFwACwAmeZyY2hpdmU4JiARCEHgCGNvbXBy"
            + "ZXNzZWQuIFRvIHJlYWQgc3VjaChkaQphALdIqnPndW5kbyBlYQAi5WxheWVyAOnsIHR1cm46IGNoZWNrEF/qY29udGFpbmVy"
            + "LABEKJnlZWdtZW4JEmhzZTgY9OR3YWxrOJ3yGK4AQAGO53kgcGFyc2UQHwCP6XBlcnR5IGxpcyEc6GRlc2NyaWJlGFIpk8iM"
            + "CgpU8RhtCZqJG3VzmGdvcvYJBOhMWkZTRS4gUxn55mF5bG9hZCIMiXN0b+R3aXRoACaAlVZOAf/mdGUgb3JpALYYT0CDbcAv"
            + "d2hl62V2ZXJ5IG9wY29kADzrYXlzIGhvdyBtYW4IruV0ZXJhbBA+QDZz5Gxsb3cQ4ggi5WZhciBiAlIAXgBNimBjaIJWcnTm"
            + "TGFyZ2VyOJQAwgkTAEwIIwAGAIUBEEDneUJgZGhnOphxcyzz6Gxlbmd0aHMsIFogDxB7QUJk5WFuY2VzGdCCf2dlAr9B92KY"
            + "YW9majVz8gm5yalkZXLxCWpJkW8ILUD+cxKPUj90ytxzIGLkZnJvbRA4yE9lbmQICyDIAkfLBHdhcvMQ6wGtwXJBIGPIaWZ1"
            + "bPXkdHJ1cwAhkzxub8leLiBF8RjBErsKcQsRQm1nSYRzSIJhSA5tYYwsKOM4JfTKSHdhc8s8ZHVjGCoY+CgnEJrpaXplLiBX"
            + "aGVuGQDId2F0YeZkYW1hZ2U5FPQCKFlUcBH2Eg6ISiwgC1CRGW9mDDDmbWVtb3J5CSsUGgDc5CBvd24CT+UgbG9vcAgi6WZv"
            + "cmV2ZXIuCgYAAAAAAAAAYnZ4JA==")

    static let plistStream = decode(
        "YnZ4MgJYAABIBGAnAHUBUGVizDu53gNgqQAAAD8E0ADHd1HXyVBBQARUFQB8Bo45EQARNChwcAIBYCFvwofwKEhuJhUGAAAA"
            + "UACADAAAAAAAAAAAYI334En4F96ED+FXeBV+hNfgM4DNAEGEAgAAIQAAvAdvwYvwG3wJ78DoBV3ZF3Kxb+pIAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABJqrtJXjylTcC8gukts+SsTByzBojhkmHK4x71JJZZB789FZjZJWMXLWih"
            + "y2S6/LfH295G3SKo/+8p0L5ozKBwr9JuBm90xv+OdxkH/GGa8RgDJLiJE13uFYCDo0LKhnt/2mTl32yu6wufE/kXDRCZTWFx"
            + "valQi1wcYlzhb3a/Al2pwMZijlvENCbkWpVSKIXyBS3WMcsIJ4adycBcqDABPHXqLtlwN/R6t5zkgsKOS/4pZ4wm3t4g9BUw"
            + "BBT8auR/LwUjFIZe+zpbFIUUdqG9C+uhTzjDX0wTRbbGLtFDyWsPXPfDtbAjD5K+GBbXFT0u/DrkXVsz45EHJn3X3sgW8XgZ"
            + "c0KVNp2yQ4pJszQ/YiSrQKsXepLkYVaKeQe4HeS+J3Wcrf8ZU4aVMkVhO9hBFP29t4iiR2QhUkea12ARLxflftyC3rxOXyBQ"
            + "brVVzktzyRgaQN5MF3O8L/gIuQK18nvpspgOjZzwy6a/2+SnSSdDxMLadEuuZqCpdowhYYz8Tq2U0v49wG1Or1wgJQdChuD2"
            + "ezVfTx0WsRI+aCGcbpvvKqkRoIUYZt42bmTfxk6Y9yBFKtRHDUjXiVUPtei1brZ9p1aAOOm7q7GiVrmqAFAj0Iqpz1T/fenz"
            + "oFqz4M8F1mpw64MOm2/2u+9OdVpWAK5xHp6Baqe4hWGp7v81di6axxpCgSbe/W0K5YP05K7fu0qxIPdEmELDFoyDPB0eKQTI"
            + "hBhM56Lb0G7/HjiCcxk0zdo6rn63A2p1f1Jvb7EL4v4Ff+Gc93Yh73JvFy8TGCmwk7c2e+SDaI6q11WLw/1VYWXfv1fnkTzv"
            + "/3W+akKeOgAAAAAAAAAAAABnqRDoOTBuuxdLFyXLg0DPEScsZ5QsH5rbHt3SRWn2IHCbVpkn9QqaW5IW3pSKAwE3Lsg8CWpQ"
            + "cLtDi5OIBoXbWFqcVDfoW/XZK1WUSs6zP4+a2m5PCyViwZ3tagNxign4z7B1WqyTCgX95sYM40kpeM+sfc3VSQe4z7SZQ43p"
            + "JNO8Z9TW/uqk3kI/rWgFb0qJ+M9IKxZXJ0EK+mh3R3FS2t0zaF9DfdK3fYzKn7w46d89RjOZxRdQEriPBe3r/npK4eYxNE9p"
            + "ddK/fQzNK61PerePoZljWOkkd/cY2k9enXRyH0NLa4uTNv5j0JI4EKSk8B5D85VWJx3cx9Dsgvqkd/sYWldQnPTtH6PyJy9O"
            + "+nePoVn1JUoD9zG0qvoDKY27x9A8pdVJ//YxmtkwtHCSu30M7SurTnq3j6H15MVJJ/8xtLS2OGnjPwYtiQNBSgrvMTQ9DK2d"
            + "ZPAeg7YHVCe528fQzDGgdJK3e4zOK4QXJ/mbx6Bp8RVKAv8xNHOL/mRK4v4xNE9pdVJ2K0FD26VWJ7X759C8svqkd/sYWk9e"
            + "nHTyH0NLa4uTNv5j0JI4EKSk8B5D85VWJx3cx2hm84DCSe72MbSvoDrp2z5GJxfCi5P8zWM081l8ASWB+xiar0V/MiVx/xia"
            + "HoXWTvJ3j6F9pdVJ7/YxtK6sOOndPwYtCC9OMvmPoaW1xUkb/zG0og4EKS28x9B8pdVJX6ZAhyYPqE5694+heQX1Sd/2MSp/"
            + "8uKkf/cYNC2+REngPoZWVX8gpXH3GJqntDrp3z6G5pXWJ73bx9C6suKkd/8YWk9enHTyH+Mst7HlSRrnMTSjDgwpLbzH0Hyl"
            + "1UkH9zE0u6A+6d0+htYVFCd9+8eo/MmLk/7dY9C0+BIlgfsYWlX6gZTG3WNontLqpHorNDRcanFSu38OzSurT3q3j7VZTtLL"
            + "k0rOY2hqbXXSxn8MrSj/QEoL7zFoxtDqJIP7GJpdUJ/0bh+DFgYUJ3n7x1A5hBcn+bvHKJNZfImSv3kMzaurTtr2j6E1pcVJ"
            + "8/4xtK60OOnbP4bWlRUnbfvHz3ry4qSH/9hZWluc9O8fN2vKipPW/WPMwsDiJLiHXlZnEycV++fKumLipPk+j6rPWZ4U5API"
            + "qMgaJaE9cewLKE7S2xPGmpD6JIE9Mdm4iuIkgDpdQvIgmyR0CBsGH5M6x43BsIhxIo5cUM0m1QTRfWAMHiYVHTLG4IREJZuY"
            + "uQSMwefQCcTFpZnS4DKJjxzfJw1eJg0dAsbgIRHJ18TrxIsTQ5lF0eMB4+YBR54Rh5AgCjiI/geBpAPRfGJ2eCQ=")

    static let runsStream = decode(
        "YnZ4MlYiAAAIBXAgADsAEPvz37//fQAwnAAAABr0sAAvQBiACAj1AVDgPygAAABrXIzBAAAAAIDz84tx+SBcXb4JFwAAAAAA"
            + "AAAQAAAAAAAAAAAAAOD5AR6D7+K7eC8+hA/hQXgQPoQXAQAAAAAAAAAAAFAAAAAAAFQAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAgOdoK5EW0bKurMtqWZRFZb8s3batxWtvLa/tWlhLa/1aTVeTS+UCuZOrciEXyX25tN6GF8WreBlv"
            + "8QJewutx9a12S2/p7W/xNrfo9m9p36aL6qqu07Wu6Jau12qvk8+h3+o9b3vqhb3mhbNti2Y167LOahZZFAt8uVyaS3Mvl3Ob"
            + "C7mU6/Wvgrb8FefiLQ7Fqbgvrptry3m5W+7luhzL0fJfTlNv0lHpIN2kVzpIJ+leutauYafYKXZjV+zAjrA/On3eztFzPfdz"
            + "nss5nftz7a6pU3WqfuqsHnWl/nK63ujoXOdu7rnOZw7me2v456msxi7escYhTuGAu0tH0zXdpTtd05GO0l+nVXZLupIuqSVR"
            + "EpX8knTLthKvvJW8sithJa30KzVNTSaVCWROpsqETCTzZdI6G04Up+JknMUJOAkTuHSX6KVe+iUv5ZIu/aX21DSpJtU8TdaM"
            + "ptJ8Jd1sTHSpS7f0UpezBMv91JD0SZ3nZGedsNOcML1P0tQyaWbNvEzObCZkUlavf4lPnlNWWW5QL6mrVs/M0YQBKsgCzO2U"
            + "9ONiYdgjKZd8z7UWd55bJdS6IuKEw0H2YstWw8NTGeyr3lS5IXBJ512ECXxhvyFGpWAIPLd4gXbxhmFZfve/E2E3PatRXOtE"
            + "c1erdYOCelxOOk4zjGHtwW3IXD4/uvgaR/8DAAAAAAAAAAAASD7LrvBM9rKGZWlWuqt2rStdzdVxLXDlLW7dQSrzI4Y9VS+G"
            + "KeyRMPWSFV0W6mT9T7vhfmutso6VrbqqUR1asgkykNU6diyZCCth7PFZbPuxG5NBOh1SiCCB+LM/PXgHLhKM91Ed/q9C6RD5"
            + "sH2TlAb/7wlidngk")

    static let shortRunsStream = decode(
        "YnZ4bmwHAAAtAAAAaAEt8P/wzJgCYWLw//D/8CTlY2RlZmc4B/D/8P/wfzgC8EfhYgYAAAAAAAAAYnZ4JA==")

    static let tinyStream = decode(
        "YnZ4LQUAAABidnghP2J2eCQ=")

    static let zeros1mStream = decode(
        "YnZ4MgAAEAAEAAAAAL4BcAAAAAAAcwJQgAAAAD7s8A9vgggAAAAgAAAAAPwJf44AAAAAAAAAAAAAAAAAAADw6AMAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAtv//////"
            + "/////////////////////////////////////////////////9//////////////////////////////////////////////"
            + "///////////v////////////////////////////////////////////////////////9///////////////////////////"
            + "//////////////////////////////v////////////////////////////////////////////////////////9////////"
            + "/////////////////////////////////////////////////v//////////////////////////////////////////////"
            + "////////f////////////////////////////////////////////////////////7////////f/////////////////////"
            + "//////////////////////////+/////////////////////////////////////////////////////////3///////////"
            + "/////////////////////////////////////////////+//////////////////////////////////////////////////"
            + "///////3////////////////////////////////////////////////////////+///////////////////////////////"
            + "//////////////////////////3//////////////9/3/xJidngk")

    private static func decode(_ base64: String) -> [UInt8] {
        // Our own constant data: a failure here is a broken fixture, reported by the tests as empty input.
        [UInt8](Data(base64Encoded: base64) ?? Data())
    }
}
