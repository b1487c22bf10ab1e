extension RuntimeRegistry {
    /// Actions that need the device, other apps or Apple's services (their output comes from a
    /// stub), and built-in actions that could run here but are not implemented yet.
    mutating func registerDeviceActions() {
        for stem in Self.deviceStems {
            device("is.workflow.actions." + stem)
        }
        for stem in Self.unsupportedStems {
            unsupported("is.workflow.actions." + stem)
        }
    }

    /// Device data (location, contacts, photos, health, calendar, reminders, music, HomeKit),
    /// device settings, other apps, opening and sharing, Apple's online services.
    static let deviceStems: [String] = [
        "addcalendarevent", "addmusictoupnext", "addnewcalendar", "addnewcontact", "addnewevent", "addnewreminder",
        "addquickreminder", "addtoplaylist", "airdropdocument", "airplanemode.set", "alarm.create", "alarm.toggle",
        "appearance", "appendnote", "askllm", "avairyeditphoto", "bluetooth.set", "cellular.rat.set",
        "cellulardata.set", "clearupnext", "cloudapp.upload", "connecttoservers", "contacts", "correctspelling",
        "createnote", "createplaylist", "deletephotos", "deskconnect.send", "detectlanguage", "dictatetext",
        "dismisssiri", "displaysleep", "dnd.getfocus", "dnd.set", "dropbox.savefile",
        "ejectdisk", "evernote.append", "evernote.delete", "evernote.get", "evernote.getlink", "evernote.new",
        "exportsong", "extracttextfromimage", "dropbox.save", "facebook.messenger.send", "file.getlink",
        "file.label", "file.reveal",
        "file.select", "filter.apps", "filter.calendarevents", "filter.eventattendees", "filter.health.quantity",
        "filter.music", "filter.notes",
        "filter.photos", "filter.reminders", "filter.windows", "finder.getselectedfiles", "flashlight", "get.playlist",
        "getarticle", "getbatterylevel", "getcurrentlocation", "getcurrentsong", "getdevicedetails", "getdirections",
        "getipaddress", "getlastphoto",
        "getlastscreenshot", "getlastvideo", "getlatestbursts", "getlatestlivephotos", "getlatestphotoimport",
        "getmapslink", "getonscreencontent", "getpodcastsfromlibrary", "gettraveltime", "getupcomingcalendarevents",
        "getupcomingevents", "getupcomingreminders", "getwifi", "giphy", "goodreader.open", "handoff",
        "handoffplayback", "health.quantity.log", "health.workout.log", "hide.app", "ifttt", "imgur.upload",
        "importaudiofiles", "instapaper.add", "instapaper.get", "lightroom.import", "lockscreen",
        "lowpowermode.set", "makespokenaudiofromtext", "mountdiskimage", "movewindow", "nightshift.set",
        "openin", "openpasswords", "openworkflow", "openxcallbackurl", "orientationlock.set", "pausemusic",
        "personalhotspot.password.get", "personalhotspot.password.set", "personalhotspot.set", "photos.createalbum",
        "pinboard.add", "pinboard.get", "playmusic", "playpodcast", "playsound", "pocket.add", "pocket.get",
        "podcasts.subscribe", "posters.get", "postonfacebook", "print", "properties.appearance",
        "properties.calendarevents", "properties.eventattendees", "properties.health.quantity",
        "properties.itunesartist",
        "properties.music", "properties.note",
        "properties.podcast", "properties.reminders", "properties.safariwebpage",
        "properties.shazam", "properties.stock", "properties.trello", "properties.ulysses.sheet",
        "properties.weather.conditions", "quit.app", "readinglist", "reboot", "recordaudio",
        "reminders.showlist", "removeevents", "removefromalbum", "removereminders", "renamealbum", "resizewindow",
        "returntohomescreen", "runapplescript", "runextension", "runjavascriptforautomation",
        "runjavascriptonwebpage", "runscene", "runsshscript", "safari.geturl", "savetocameraroll",
        "scanbarcode", "searappstore", "searchlocalbusinesses", "searchmaps",
        "searchweb", "seek", "selectcontacts", "selectemail", "selectphone", "selectphoto",
        "sendemail", "sendmessage", "setairdropreceiving", "setbrightness", "setplaybackdestination",
        "setters.calendarevents", "setters.contacts", "setvolume", "share", "shazamMedia", "showdefinition",
        "showinblindsquare", "showincalendar", "showlist", "shownote",
        "sirikit.donation.handle", "skipback", "skipforward", "slack.send", "sleep", "splitscreen",
        "spotlightsearch", "stagemanager.set", "startscreensaver", "stocks.quote", "streetview.image", "takephoto",
        "takescreenshot", "takevideo", "text.translate", "timer.start", "todoist.add", "togglealarm",
        "trello.add.board", "trello.add.card", "trello.add.list", "trello.get", "truetone.set", "tumblr.post", "tweet",
        "useractivity.open", "venmo.pay", "venmo.request", "vibrate", "wallpaper.set", "watchmedo",
        "weather.currentconditions", "weather.forecast", "wifi.set", "wordpress.post", "workout.start",
        "wunderlist.add",
        // Device settings, on-screen state, Apple's services and the Mac's disks: not computable here.
        "announcenotifications.set", "display.always-on.set", "dropbox.appendfile", "dropbox.createfolder",
        "dropbox.getlink", "dropbox.open", "filter.displays", "filter.vpns", "getcurrentapp", "gethomeaccessorystate",
        "getonscreencontext", "getparkedcarlocation", "getselectedtext", "homeaccessory", "image.removebackground",
        "intercom", "listeningmode.set", "lock.app", "logout", "makediskimage", "posters.switch",
        "properties.parkedcar", "properties.ridestatus", "ride.requestride", "setparkedcar", "setters.reminders",
        "silenceunknowncallers.set", "vpn.get", "vpn.set", "workout.end",
    ]

    /// Built-in actions that need no device but are not implemented yet (image, video and PDF
    /// codecs).
    static let unsupportedStems: [String] = [
        "combineimages", "compresspdf", "debug.contentattribution",
        "detect.address", "encodemedia",
        "image.convert.finder",
        "input", "makeimagefrompdfpage", "makeimagefromrichtext",
        "makevideofromgif", "overlaytext", "properties",
        "trimvideo", "viewresult",
    ]
}
